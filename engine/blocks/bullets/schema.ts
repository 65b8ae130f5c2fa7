import { z } from 'zod'
import { text } from '../../../schemas/common'

/** A list of benefits, each a short title and a sentence. */
export const bulletsSchema = z.object({
  type: z.literal('bullets'),
  /** Section heading. */
  heading: text,
  /** The benefits, in order. */
  items: z.array(z.object({ /** Benefit in a few words. */ title: text, /** One sentence about it. */ text })).min(1),
})
