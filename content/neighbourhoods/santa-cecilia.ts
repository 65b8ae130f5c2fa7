import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Santa Cecília',
  preposition: 'em',
  description:
    'Cortinas sob medida em Santa Cecília para apartamentos antigos de janelas altas e lofts, com mais privacidade, quartos mais escuros e medição no local.',
  headline: 'Janelas altas, prédios antigos: cortinas sob medida em Santa Cecília',
  intro: [
    'Santa Cecília tem alguns dos apartamentos mais charmosos do centro expandido. Em prédios das décadas de 1930 a 1950, o pé-direito é alto, as janelas são estreitas e compridas, e muitas unidades foram reformadas para virar lofts e apartamentos integrados, com paredes abertas e piso original recuperado.',
    'Quem mora perto do Minhocão conhece bem o outro lado dessa vida: o movimento constante, os vizinhos logo ali e, nos dias em que o elevado vira parque, gente passando na altura da janela. Cortinas sob medida resolvem a privacidade e amenizam o barulho sem tirar o charme das janelas antigas, que continuam protagonistas.',
  ],
  benefits: [
    {
      title: 'Privacidade na altura do Minhocão',
      text: 'Voils de trama fechada resguardam o interior durante o dia, e o forro blackout escurece o quarto à noite.',
    },
    {
      title: 'Comprimento certo para janelas altas',
      text: 'Calculamos cada painel para janelas altas e estreitas, com o varão posicionado de modo a alongar ainda mais o ambiente.',
    },
    {
      title: 'Visita que entende prédio antigo',
      text: 'Medimos cada vão e avaliamos parede e teto antes de propor a fixação, um cuidado essencial em construções antigas.',
    },
    {
      title: 'Tecidos com personalidade',
      text: 'Linho, gaze de linho e cores mais profundas, que combinam com tijolo aparente, piso de madeira e móveis garimpados.',
    },
    {
      title: 'Parte do projeto do loft',
      text: 'Em ambientes integrados, a cortina também pode delimitar espaços, por isso a pensamos junto com a reforma e a decoração.',
    },
  ],
  gallery: [
    { image: 'estilo-pe-direito-duplo', alt: 'Sala de pé-direito duplo com cortinas estreitas nas laterais e voil branco do teto ao chão' },
    {
      image: 'ambiente-09',
      alt: 'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco',
      title: 'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco',
    },
    { image: 'portfolio-02', alt: 'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Meu apartamento fica no segundo andar, quase na altura do Minhocão. Aos domingos, com o elevado aberto para as pessoas, eu me sentia numa vitrine. O voil de trama fechada, com blackout por trás, resolveu a privacidade e ainda deixou o quarto bem mais escuro. E as janelas antigas continuam bonitas.',
  },
  closing:
    'Se você mora em Santa Cecília e tem janelas que merecem atenção, conte para nós. Com algumas fotos e uma visita para medir, desenhamos cortinas que deixam o seu apartamento mais reservado e aconchegante, sem esconder o que ele tem de melhor.',
  linkHome: true,
} satisfies NeighbourhoodInput
