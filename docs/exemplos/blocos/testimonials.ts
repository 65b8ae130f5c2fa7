import type { BlockInput } from '../../../content/types'

export default {
  type: 'testimonials',
  heading: 'O que dizem nossos clientes',
  items: [
    { name: 'Mariana', place: 'Tatuapé', text: 'As cortinas ficaram perfeitas e a instalação foi rápida e limpa.' },
    { name: 'Ricardo', place: 'Mooca', text: 'Atendimento atencioso do orçamento à entrega. Recomendo de olhos fechados.' },
  ],
} satisfies BlockInput
