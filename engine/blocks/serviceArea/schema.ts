import { z } from 'zod'
import { text } from '../../../schemas/common'

/** A strip naming the districts served; the names come from content/site.ts. */
export const serviceAreaSchema = z.object({
  type: z.literal('serviceArea'),
  /** Título da faixa. */
  heading: text,
  /** Frase opcional depois dos nomes. */
  text: z.string().optional(),
})
