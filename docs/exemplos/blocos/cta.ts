import type { BlockInput } from '../../../content/types'

export default {
  type: 'cta',
  heading: 'Pronta para transformar seu ambiente?',
  text: 'Conte quais janelas quer resolver e marque a visita.',
  actions: [
    { kind: 'chat', label: 'Falar no WhatsApp' },
    { kind: 'phone', label: 'Ligar agora' },
  ],
} satisfies BlockInput
