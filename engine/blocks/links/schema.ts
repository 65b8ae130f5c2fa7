import { z } from 'zod'
import { linkSchema } from '../../../schemas/common'

/** A short row of links to other pages. */
export const linksSchema = z.object({
  type: z.literal('links'),
  /** Optional heading over the links. */
  heading: z.string().optional(),
  /** The links, in order. */
  items: z.array(linkSchema).min(1),
})
