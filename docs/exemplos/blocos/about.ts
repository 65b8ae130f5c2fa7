import site from '../../../content/site'
import type { BlockInput } from '../../../content/types'

export default {
  type: 'about',
  heading: `Sobre ${site.ownerName}`,
  paragraphs: [
    `Cada projeto começa com uma visita: a ${site.ownerName} ouve como a família usa o ambiente antes de sugerir um modelo.`,
    'Na visita, você vê e toca as amostras de tecido e tira as dúvidas sobre trilhos e varões.',
  ],
  quote: 'Uma boa cortina não aparece sozinha: ela faz o ambiente inteiro parecer pronto.',
  picture: { image: 'sobre-atelie', alt: 'Ateliê com rolos de tecido e uma mesa de corte' },
} satisfies BlockInput
