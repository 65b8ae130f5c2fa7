import type { BlockInput } from '../../../content/types'

export default {
  type: 'prose',
  heading: 'Como funciona a visita',
  paragraphs: [
    'Levamos amostras de tecido, medimos todas as janelas e explicamos as opções de trilho e varão.',
    'Depois da visita, enviamos o orçamento pelo WhatsApp.',
  ],
  actions: [{ kind: 'link', label: 'Ver o portfólio', href: '/portfolio' }],
} satisfies BlockInput
