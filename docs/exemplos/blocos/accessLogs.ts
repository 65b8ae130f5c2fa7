import type { BlockInput } from '../../../content/types'

export default {
  type: 'accessLogs',
  heading: 'Registros de acesso',
} satisfies BlockInput
