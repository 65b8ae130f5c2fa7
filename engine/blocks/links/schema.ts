import { z } from 'zod'
import { linkSchema } from '../../../schemas/common'

/** A short row of links to other pages. */
export const linksSchema = z.object({
  type: z.literal('links'),
  /** Título opcional acima dos links. */
  heading: z.string().optional(),
  /** Os links, em ordem. */
  items: z.array(linkSchema).min(1),
})
