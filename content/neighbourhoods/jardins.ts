import type { NeighbourhoodInput } from '../types'

export default {
  name: 'Jardins',
  preposition: 'nos',
  description:
    'Nos Jardins, cortinas sob medida para apartamentos clássicos de janelas amplas, com linho, gaze e voil de fibras naturais e acabamento de ateliê.',
  headline: 'Cortinas sob medida nos Jardins, com o cuidado de um ateliê',
  intro: [
    'Nos Jardins, o charme está nas ruas arborizadas e nos edifícios clássicos que as acompanham. Perto da Oscar Freire e das alamedas, muitos apartamentos têm salas em sequência, pé-direito confortável e janelas amplas, às vezes emolduradas por caixilhos originais que merecem ser preservados.',
    'Em casas assim, a cortina é quase um elemento de arquitetura. Ela emoldura a janela, suaviza a luz que chega filtrada pelas copas das árvores e dá privacidade diante do prédio da frente, muitas vezes a poucos metros. Trabalhamos com tecidos naturais, costura cuidadosa e um olhar atento às proporções de cada ambiente.',
  ],
  benefits: [
    {
      title: 'Proporção clássica',
      text: 'Definimos a altura do varão, a largura e o volume de cada painel para respeitar a simetria das janelas e o ritmo das salas em sequência.',
    },
    {
      title: 'Fibras naturais, acabamento refinado',
      text: 'Linho, gaze de linho e voils de algodão, com barras bem pesadas e costuras cuidadosas que ajudam a manter o caimento elegante.',
    },
    {
      title: 'Diálogo com o interior',
      text: 'Cortinas que conversam com tapetes, obras de arte e peças de design, pensadas em parceria com o arquiteto ou decorador responsável.',
    },
    {
      title: 'Privacidade entre as copas',
      text: 'O voil resguarda a sala da vista do prédio vizinho durante o dia, e o forro blackout protege tecidos, tapetes e móveis do sol direto.',
    },
    {
      title: 'Visita com mostruário completo',
      text: 'Levamos ao seu apartamento amostras de tecidos e de sistemas, para que a escolha aconteça na luz real de cada cômodo.',
    },
  ],
  gallery: [
    {
      image: 'ambiente-05',
      alt: 'Sala de estar ao anoitecer, com cortinas claras nas laterais e voil fechado, com luz de LED no teto',
      title: 'Sala de estar ao anoitecer, com cortinas claras nas laterais e voil fechado, com luz de LED no teto',
    },
    { image: 'estilo-wave', alt: 'Cortinas em onda num trilho junto ao teto, com voil branco ao centro' },
    {
      image: 'portfolio-05',
      alt: 'Sala de jantar com cortinas castanhas sobre voil na luz do fim de tarde',
      title: 'Sala de jantar com cortinas castanhas sobre voil na luz do fim de tarde',
    },
  ],
  testimonial: {
    example: true,
    name: 'Cliente',
    text: 'Nosso apartamento é dos anos setenta e tem janelas lindas, que eu não queria esconder. A proposta foi um linho leve em prega macho, com varão delicado, que deixa a moldura aparecer. Ficou elegante e discreto, exatamente o que a sala pedia, e a instalação foi feita com todo o cuidado com o piso e as paredes.',
  },
  closing:
    'Cada apartamento nos Jardins tem a sua personalidade, e as nossas cortinas partem dela. Envie uma mensagem contando quais ambientes deseja renovar: combinamos uma visita, levamos o mostruário e desenhamos uma proposta à altura da sua casa.',
  linkHome: true,
} satisfies NeighbourhoodInput
