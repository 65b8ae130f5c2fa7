import type { BlockInput } from '../../../content/types'

export default {
  type: 'links',
  heading: 'Continue explorando',
  items: [
    { label: 'Cortinas para Sala', href: '/cortina-para-sala' },
    { label: 'Blog', href: '/blog' },
  ],
} satisfies BlockInput
