import type { BlockInput } from '../../../content/types'

export default {
  type: 'serviceArea',
  heading: 'Bairros onde mais atendemos',
  text: 'Outros bairros? Fale com a gente.',
} satisfies BlockInput
