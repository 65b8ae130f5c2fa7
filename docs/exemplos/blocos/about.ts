import type { BlockInput } from '../../../content/types'

export default {
  type: 'about',
  heading: 'Sobre Helena',
  paragraphs: [
    'Transformo janelas em parte da decoração, com tecidos escolhidos a dedo e costura feita no ateliê.',
    'Cada projeto começa com uma visita: ouço como a família usa o ambiente antes de sugerir qualquer modelo.',
  ],
  quote: 'Uma boa cortina não aparece sozinha: ela faz o ambiente inteiro parecer pronto.',
  picture: { image: 'sobre-atelie', alt: 'Ateliê com rolos de tecido e uma mesa de corte' },
} satisfies BlockInput
