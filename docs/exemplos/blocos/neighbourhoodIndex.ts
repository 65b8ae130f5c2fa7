import type { BlockInput } from '../../../content/types'

export default {
  type: 'neighbourhoodIndex',
  heading: 'Bairros que atendemos',
} satisfies BlockInput
