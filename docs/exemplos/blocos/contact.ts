import site from '../../../content/site'
import type { BlockInput } from '../../../content/types'

export default {
  type: 'contact',
  heading: 'Fale com a gente',
  text: 'Envie fotos das janelas e, se tiver, as medidas aproximadas.',
  serviceStatement: `${site.coverage} ${site.visitOffer}`,
  chatLabel: 'Chamar no WhatsApp',
  chatMessage: 'Olá! Vim pelo site e gostaria de um orçamento.',
} satisfies BlockInput
