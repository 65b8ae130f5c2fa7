import type { BlockInput } from '../../../content/types'

export default {
  type: 'pageIntro',
  eyebrow: 'Portfólio',
  heading: 'Inspirações para a sua casa',
  lead: ['Ilustrações das composições que mais fazemos. Em breve, fotos de projetos entregues.'],
} satisfies BlockInput
