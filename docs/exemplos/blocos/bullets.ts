import type { BlockInput } from '../../../content/types'

export default {
  type: 'bullets',
  heading: 'Por que escolher cortinas sob medida',
  items: [
    { title: 'Do tamanho da janela', text: 'A cortina é feita com a altura e a largura do seu vão.' },
    { title: 'Luz na medida', text: 'Voil para clarear, blackout para escurecer, ou os dois juntos.' },
  ],
} satisfies BlockInput
