import site from '../../../content/site'
import type { BlockInput } from '../../../content/types'

export default {
  type: 'prose',
  heading: 'Como funciona a visita',
  paragraphs: [
    'Levamos as amostras de tecido, medimos as janelas e mostramos as opções de trilho e varão.',
    `Depois da visita, você recebe o orçamento e escolhe com calma. ${site.visitOffer}`,
  ],
  actions: [{ kind: 'link', label: 'Ver o portfólio', href: '/portfolio' }],
} satisfies BlockInput
