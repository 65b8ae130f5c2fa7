import type { BlockInput } from '../../../content/types'

export default {
  type: 'orderTerms',
  heading: 'Como funciona o pedido',
} satisfies BlockInput
