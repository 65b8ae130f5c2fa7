import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Mooca',
  preposition: 'na',
  description:
    'Na Mooca, cortinas sob medida para casarões de pé-direito alto, sobrados de família e apartamentos novos, com visita técnica e tecidos de qualidade.',
  headline: 'Cortinas sob medida na Mooca, do casarão ao apartamento novo',
  intro: [
    'Poucos bairros guardam tanto da própria história quanto a Mooca. Entre casarões de herança italiana, sobrados que passam de geração em geração e vilas antigas, ainda há janelas altas de madeira, pé-direito generoso e salas pensadas para reunir a família inteira no almoço de domingo.',
    'Ao lado deles, os condomínios erguidos onde antes funcionavam galpões e fábricas trouxeram outra escala: apartamentos com varanda, salas integradas e vãos largos de vidro. Fazemos cortinas para os dois mundos, respeitando a moldura antiga de uma casa e a linha limpa de um apartamento recém-entregue.',
  ],
  benefits: [
    {
      title: 'Proporção certa para o pé-direito alto',
      text: 'Calculamos altura, volume de tecido e posição do varão para que a cortina valorize as janelas altas, em vez de parecer curta ou pesada.',
    },
    {
      title: 'Medição na sua casa',
      text: 'Na visita técnica conferimos prumo, nível e esquadro, porque em casas antigas uma parede raramente é igual à outra.',
    },
    {
      title: 'Tecidos com presença',
      text: 'Linho encorpado, gaze de linho e voils de trama fechada, escolhidos pelo bom caimento em grandes alturas.',
    },
    {
      title: 'Luz e frescor sob controle',
      text: 'Nos sobrados de rua, combinamos camadas que garantem privacidade durante o dia e escurecem os quartos à noite, sem abafar os ambientes.',
    },
    {
      title: 'Harmonia com a arquitetura',
      text: 'Seja para valorizar uma moldura original ou acompanhar um projeto contemporâneo, a cortina entra na composição junto com cores, móveis e iluminação.',
    },
  ],
  gallery: [
    { image: 'portfolio-06', alt: 'Sala de pé-direito duplo com cortinas do teto ao chão e voil branco' },
    {
      image: 'portfolio-02',
      alt: 'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde',
      title: 'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde',
    },
    { image: 'ambiente-04', alt: 'Sala de jantar com cortinas claras em onda e voil branco, num dia nublado' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'A casa era dos meus avós e tem janelas que quase encostam no teto. Eu tinha medo de a cortina ficar pesada, mas a sugestão de linho cru com varão de ferro fino deixou a sala leve e ainda combinou com o piso de taco original. Parece que sempre esteve ali.',
  },
  closing:
    'Na Mooca, cada casa tem a sua história, e a cortina certa respeita isso. Conte para nós como é a sua: mande fotos das janelas e combinamos uma visita para medir com calma e levar as amostras de tecido.',
  linkHome: true,
} satisfies NeighbourhoodInput
