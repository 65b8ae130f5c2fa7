import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Anália Franco',
  preposition: 'no',
  description:
    'Cortinas sob medida no Anália Franco para apartamentos amplos, suítes e varandas extensas, com tecidos nobres e projeto feito com você.',
  headline: 'Cortinas à altura dos apartamentos amplos do Anália Franco',
  intro: [
    'O Anália Franco reúne alguns dos apartamentos mais amplos da zona leste: plantas generosas, suítes espaçosas, salas em vários ambientes e varandas que se estendem por toda a fachada. Em muitos andares, a vista alcança o verde do Ceret e o horizonte da cidade.',
    'Nesses espaços, a cortina precisa ter escala. Um vão de parede a parede pede tecido com volume, trilho bem dimensionado e caimento alinhado de ponta a ponta. Desenhamos cada projeto com você (e com o seu arquiteto, se houver), da medição à instalação.',
  ],
  benefits: [
    {
      title: 'Escala certa para grandes vãos',
      text: 'Dimensionamos largura, volume e emendas para que até os vãos mais extensos recebam uma cortina contínua, sem falhas no caimento.',
    },
    {
      title: 'Parte do projeto de interiores',
      text: 'Alinhamos cores, alturas e sistemas de trilho com a marcenaria, a iluminação e o restante da decoração, para um resultado coeso.',
    },
    {
      title: 'Tecidos nobres',
      text: 'Linho, gaze de linho e tramas de toque acetinado, selecionados para acompanhar o padrão de acabamento que o apartamento já tem.',
    },
    {
      title: 'Suítes escuras, salas luminosas',
      text: 'Blackout nas suítes para dormir no escuro e camadas leves na sala para filtrar o sol sem esconder a vista.',
    },
    {
      title: 'Atendimento no seu apartamento',
      text: 'Medimos cada ambiente, avaliamos tetos e sancas e levamos o mostruário para você escolher com a luz e os móveis da própria casa.',
    },
  ],
  gallery: [
    {
      image: 'portfolio-01',
      alt: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco',
      title: 'Sala de estar com sofá claro e cortinas cor de areia sobre voil branco',
    },
    { image: 'ambiente-02', alt: 'Quarto de casal com cortinas cor de areia em prega americana e voil branco' },
    {
      image: 'ambiente-07',
      alt: 'Sala de jantar integrada, com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, ao entardecer',
      title: 'Sala de jantar integrada, com mesa de madeira, luminárias pendentes e voil em onda de ponta a ponta, ao entardecer',
    },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'A sala tem um vão enorme e eu já tinha visto cortinas emendadas que ficavam tortas. Aqui as emendas ficaram escondidas nas pregas, que estão todas iguais, e a cor combinou perfeitamente com o painel de madeira. Na suíte, o blackout escurece de verdade, coisa que eu não tinha no apartamento anterior.',
  },
  closing:
    'Se você está mobiliando um apartamento no Anália Franco ou renovando ambientes que já não refletem o seu gosto, fale conosco. Levamos amostras, medimos cada vão e apresentamos uma proposta detalhada, ambiente por ambiente.',
  linkHome: true,
} satisfies NeighbourhoodInput
