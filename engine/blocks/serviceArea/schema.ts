import { z } from 'zod'
import { text } from '../../../schemas/common'

/** A strip naming the districts served; the names come from content/site.ts. */
export const serviceAreaSchema = z.object({
  type: z.literal('serviceArea'),
  /** Strip heading. */
  heading: text,
  /** Optional sentence after the names. */
  text: z.string().optional(),
})
