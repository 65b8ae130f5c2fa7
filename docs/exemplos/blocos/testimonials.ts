import type { BlockInput } from '../../../content/types'

export default {
  type: 'testimonials',
  heading: 'O que dizem nossos clientes',
  items: [
    { example: true, name: 'Cliente', place: 'Bairro', text: 'Troque por um depoimento real: as palavras do cliente, como ele autorizou publicar.' },
  ],
} satisfies BlockInput
