import type { BlockInput } from '../../../content/types'

export default {
  type: 'serviceArea',
  heading: 'Atendemos a Zona Leste e toda a cidade',
  text: 'Outros bairros? Fale com a gente.',
} satisfies BlockInput
