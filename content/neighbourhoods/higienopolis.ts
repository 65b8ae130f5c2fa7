import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Higienópolis',
  preposition: 'em',
  description:
    'Cortinas sob medida em Higienópolis para edifícios modernistas de janelas generosas e pé-direito alto, com tecidos nobres e medição no local.',
  headline: 'Cortinas sob medida para os edifícios clássicos de Higienópolis',
  intro: [
    'Higienópolis tem um dos conjuntos mais bonitos de edifícios residenciais de São Paulo, muitos deles construídos entre as décadas de 1940 e 1960. São apartamentos de planta generosa, piso de taco, portas altas e janelas amplas, às vezes protegidas por brises, que deixam a luz entrar de um jeito muito particular.',
    'Vestir essas janelas pede respeito à arquitetura. Em vez de esconder caixilhos e proporções, preferimos cortinas que os acompanhem: tecidos naturais com bom peso, pregas bem distribuídas e trilhos discretos, muitas vezes aproveitando detalhes originais do apartamento. O resultado é uma casa mais confortável que continua com a cara de sempre.',
  ],
  benefits: [
    {
      title: 'Fiel às proporções originais',
      text: 'Cada cortina é desenhada para a altura e a largura das janelas de época, respeitando simetrias, molduras e peitoris.',
    },
    {
      title: 'Entre o clássico e o contemporâneo',
      text: 'Seja numa restauração fiel, seja numa reforma de linguagem atual, a cortina é pensada junto com o mobiliário, a arte e a iluminação.',
    },
    {
      title: 'Luz suave o dia inteiro',
      text: 'Filtramos a claridade sem perder a vista das árvores, protegemos o taco e os móveis do sol e escurecemos os quartos quando é preciso.',
    },
    {
      title: 'Tecidos à altura da casa',
      text: 'Linho, gaze de linho e voils de fibras naturais, com acabamento cuidadoso e um caimento que valoriza o pé-direito alto.',
    },
    {
      title: 'Visita técnica atenta ao prédio',
      text: 'Na medição verificamos tetos, vigas e pontos de fixação, e levamos em conta as regras do condomínio para a instalação.',
    },
  ],
  gallery: [
    { image: 'modelo-forro-voal', alt: 'Sala de estar com cortinas claras em prega americana e voil branco atrás delas' },
    {
      image: 'sistema-trilho-suico',
      alt: 'Cortinas franzidas num trilho suíço rente ao teto, com voil atrás',
      title: 'Cortinas franzidas num trilho suíço rente ao teto, com voil atrás',
    },
    { image: 'ambiente-11', alt: 'Canto de leitura com poltrona e cortinas bege em prega macho sobre voil branco' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Compramos um apartamento de 1958 e fizemos uma reforma com muito cuidado para não perder as características originais. As cortinas tinham de seguir a mesma ideia. A gaze de linho em prega macho, na medida exata das janelas, deu à sala uma luz dourada no fim da tarde. As visitas acham que as cortinas vieram com o prédio.',
  },
  closing:
    'Se você mora em Higienópolis e quer cortinas à altura do seu apartamento, fale conosco. Agendamos uma visita, conversamos sobre o estilo da casa e apresentamos amostras escolhidas especialmente para ela.',
  linkHome: true,
} satisfies NeighbourhoodInput
