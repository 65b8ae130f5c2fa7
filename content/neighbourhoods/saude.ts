import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Saúde',
  preposition: 'na',
  description:
    'Cortinas sob medida na Saúde para sobrados com quintal, casas térreas e apartamentos de ruas tranquilas, com visita técnica e instalação cuidadosa.',
  headline: 'Cortinas sob medida para as casas tranquilas da Saúde',
  intro: [
    'A Saúde conserva um ritmo de bairro residencial: ruas calmas, sobrados com quintal, casas térreas bem cuidadas e prédios de média altura onde muitas famílias vivem há décadas. Nos últimos anos, perto das estações Praça da Árvore e Saúde do metrô, surgiram também edifícios novos e apartamentos mais compactos.',
    'Nas casas, a luz vem de todos os lados: da janela da frente, das portas que abrem para o quintal, das janelas dos quartos no andar de cima. Por isso gostamos de pensar a casa como um todo, escolhendo tecidos que criem unidade entre os ambientes e deem a cada um deles a medida certa de sombra e claridade.',
  ],
  benefits: [
    {
      title: 'Atendimento em casa, com calma',
      text: 'Na visita técnica percorremos os ambientes com você, medimos tudo e deixamos a escolha dos tecidos acontecer sem pressa.',
    },
    {
      title: 'Frescor e privacidade',
      text: 'Cortinas em camadas ajudam a casa a ficar fresca nas tardes de verão, dão privacidade diante da rua e escurecem os quartos à noite.',
    },
    {
      title: 'Cada janela da casa, medida uma a uma',
      text: 'Do térreo ao andar de cima, cada vão recebe uma cortina feita para ele, com altura e largura conferidas individualmente.',
    },
    {
      title: 'Tecidos escolhidos para durar',
      text: 'Voils, linhos e blackouts de qualidade, fáceis de manter e resistentes ao sol que entra pelas portas do quintal.',
    },
    {
      title: 'Unidade entre os ambientes',
      text: 'Combinamos tons e texturas para que as cortinas da casa inteira conversem entre si e com a decoração que você já tem ou planeja.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-03',
      alt: 'Canto de leitura com poltrona branca e cortinas em argolas num varão aparente, na luz dourada do fim de tarde',
    },
    { image: 'ambiente-02', alt: 'Quarto de casal com cortinas cor de areia em prega americana e voil branco' },
    { image: 'ambiente-05', alt: 'Sala de estar ao anoitecer, com cortinas claras nas laterais e voil fechado, com luz de LED no teto' },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'A nossa casa tem janela em todo canto, e cada cômodo tinha uma cortina diferente, comprada numa época diferente. Fizemos tudo de uma vez, com tecidos da mesma família de cores, e a casa ganhou outra cara. O trabalho foi caprichado e deixaram tudo limpo depois da instalação.',
  },
  closing:
    'Mora na Saúde e quer deixar a casa mais confortável? Mande uma mensagem contando quais janelas quer vestir. Marcamos a visita, medimos cada janela e preparamos uma proposta pensada para a casa inteira.',
  linkHome: false,
} satisfies NeighbourhoodInput
