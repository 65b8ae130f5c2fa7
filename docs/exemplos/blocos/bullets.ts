import type { BlockInput } from '../../../content/types'

export default {
  type: 'bullets',
  heading: 'Por que escolher cortinas sob medida',
  items: [
    { title: 'Caimento perfeito', text: 'A cortina tem a altura e a largura exatas da sua janela.' },
    { title: 'Luz na medida', text: 'Voil para clarear, blackout para escurecer, ou os dois juntos.' },
  ],
} satisfies BlockInput
