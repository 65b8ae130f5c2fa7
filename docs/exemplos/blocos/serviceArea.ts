import site from '../../../content/site'
import type { BlockInput } from '../../../content/types'

export default {
  type: 'serviceArea',
  heading: 'Bairros onde mais atendemos',
  text: `${site.coverage} ${site.visitOffer}`,
} satisfies BlockInput
