import type { BlockInput } from '../../../content/types'

export default {
  type: 'hero',
  eyebrow: 'Cortinas sob medida em São Paulo',
  heading: 'A cortina certa para cada janela da sua casa',
  text: 'Medimos no local, ajudamos a escolher o tecido e instalamos tudo com acabamento de ateliê.',
  picture: { image: 'hero-sala', alt: 'Sala de estar com cortinas de linho claro até o chão' },
  actions: [
    { kind: 'chat', label: 'Pedir orçamento pelo WhatsApp' },
    { kind: 'link', label: 'Ver projetos', href: '/portfolio' },
  ],
} satisfies BlockInput
