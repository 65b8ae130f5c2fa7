import { z } from 'zod'
import { actionSchema, text } from '../../../schemas/common'

/** A closing call to action band. */
export const ctaSchema = z.object({
  type: z.literal('cta'),
  /** Título da faixa: 'Pronta para transformar seu ambiente?'. */
  heading: text,
  /** Frase opcional abaixo do título. */
  text: z.string().optional(),
  /** Botões, pelo menos um. */
  actions: z.array(actionSchema).min(1),
})
