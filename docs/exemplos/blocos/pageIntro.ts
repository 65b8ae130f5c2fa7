import type { BlockInput } from '../../../content/types'

export default {
  type: 'pageIntro',
  eyebrow: 'Portfólio',
  heading: 'Inspirações para a sua casa',
  lead: ['As composições que mais fazemos, da sala ao quarto das crianças.'],
} satisfies BlockInput
