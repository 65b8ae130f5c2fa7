import { z } from 'zod'
import { actionSchema, text } from '../../../schemas/common'

/** A closing call to action band. */
export const ctaSchema = z.object({
  type: z.literal('cta'),
  /** Band heading, e.g. 'Pronta para transformar seu ambiente?'. */
  heading: text,
  /** Optional sentence under the heading. */
  text: z.string().optional(),
  /** Buttons, at least one. */
  actions: z.array(actionSchema).min(1),
})
