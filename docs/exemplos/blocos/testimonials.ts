import type { BlockInput } from '../../../content/types'

export default {
  type: 'testimonials',
  heading: 'O que dizem nossos clientes',
  items: [
    { name: 'Mariana S.', place: 'Tatuapé', consent: '2026-03-14', text: 'As cortinas ficaram perfeitas e a instalação foi rápida e limpa.' },
    { name: 'Ricardo T.', place: 'Mooca', consent: '2026-04-02', text: 'Atendimento atencioso do orçamento à entrega. Recomendo.' },
  ],
} satisfies BlockInput
