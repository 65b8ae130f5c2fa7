import type { BlockInput } from '../../../content/types'

export default {
  type: 'hero',
  eyebrow: 'Cortinas sob medida em São Paulo',
  heading: 'A cortina certa para cada janela da sua casa',
  text: 'Conte como é a sua janela e escolha o tecido com as amostras na mão.',
  picture: { image: 'hero-sala', alt: 'Sala de estar com cortinas de linho claro até o chão' },
  actions: [
    { kind: 'chat', label: 'Pedir orçamento pelo WhatsApp' },
    { kind: 'link', label: 'Ver inspirações', href: '/portfolio' },
  ],
} satisfies BlockInput
