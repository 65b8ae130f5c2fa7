import type { BlockInput } from '../../../content/types'

export default {
  type: 'features',
  heading: 'Como trabalhamos',
  intro: 'O que acontece em cada pedido.',
  items: [
    { icon: 'ruler', title: 'Medição no local', text: 'Medimos cada janela na visita, antes do orçamento.' },
    { icon: 'fabric', title: 'Amostras na mão', text: 'Você vê e toca os tecidos antes de escolher.' },
    { icon: 'home', title: 'Feita para o seu vão', text: 'A altura e a largura da cortina saem das medidas da sua janela.' },
  ],
} satisfies BlockInput
