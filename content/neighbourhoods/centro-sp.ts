import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Centro de São Paulo',
  preposition: 'no',
  description:
    'Cortinas sob medida no Centro de São Paulo para edifícios históricos e prédios de retrofit, de janelas altas, com tecidos encorpados e fixação segura.',
  headline: 'Cortinas sob medida para prédios históricos e retrofits no Centro',
  intro: [
    'Morar no Centro de São Paulo voltou a atrair muita gente. Edifícios históricos, do Copan aos prédios em volta da República e do Anhangabaú, vêm sendo restaurados, antigos prédios de escritórios ganham vida como residência em projetos de retrofit, e apartamentos de pé-direito alto e janelas enormes recebem uma nova geração de moradores.',
    'Essas janelas são um presente e um desafio. Trazem luz e ar, mas também o ruído constante das avenidas, o calor dos dias de verão e a vista direta de quem está do outro lado da rua. Projetamos cortinas que filtram a luz e o calor, resguardam a privacidade e abafam um pouco o som, respeitando caixilhos antigos, vigas aparentes e as restrições que muitos prédios tombados impõem à instalação.',
  ],
  benefits: [
    {
      title: 'Medição atenta à estrutura',
      text: 'Na visita técnica avaliamos lajes, vigas e pontos de fixação permitidos, para instalar com segurança e sem danificar o que é original.',
    },
    {
      title: 'Feitas para janelas fora do padrão',
      text: 'Vãos altos, caixilhos de ferro e janelas de medidas únicas recebem cortinas produzidas exatamente para eles.',
    },
    {
      title: 'Luz, sombra e reserva',
      text: 'Camadas de voil e blackout controlam a claridade, dão privacidade diante dos prédios vizinhos e ajudam a manter o apartamento mais fresco.',
    },
    {
      title: 'Tecidos encorpados e nobres',
      text: 'Linhos e tramas densas que resistem à poeira da cidade e trazem aconchego a ambientes de grande altura.',
    },
    {
      title: 'Diálogo com o retrofit',
      text: 'Cortinas pensadas junto com o projeto de reforma, valorizando concreto aparente, pisos restaurados e a convivência entre o antigo e o novo.',
    },
  ],
  gallery: [
    {
      image: 'estilo-pe-direito-duplo',
      alt: 'Sala de pé-direito duplo com cortinas estreitas nas laterais e voil branco do teto ao chão',
      title: 'Sala de pé-direito duplo com cortinas estreitas nas laterais e voil branco do teto ao chão',
    },
    { image: 'ambiente-01', alt: 'Sala de estar com sofá verde, cortinas verde-oliva nas laterais e voil branco na janela' },
    { image: 'modelo-quarto', alt: 'Quarto de casal com cortinas marrons em onda, abertas sobre o voil branco' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Comprei um apartamento num prédio antigo reformado, com janelas enormes voltadas para uma avenida movimentada. Fizemos um trilho duplo com voil e linho encorpado forrado: de dia a sala fica clara, à noite o quarto escurece e o barulho da rua chega mais baixo. E respeitaram o caixilho original, que era o que eu mais queria preservar.',
  },
  closing:
    'Se você vai morar ou já mora no Centro de São Paulo, mande uma mensagem com fotos das janelas e conte um pouco sobre o prédio. Combinamos uma visita para entender a estrutura, medir cada vão e propor cortinas à altura do lugar.',
  linkHome: false,
} satisfies NeighbourhoodInput
