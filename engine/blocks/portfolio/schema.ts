import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** Project photos that open in a full-screen lightbox. */
export const portfolioSchema = z.object({
  type: z.literal('portfolio'),
  /** Optional section heading. */
  heading: z.string().optional(),
  /** The projects, in order. */
  items: z.array(z.object({ /** The project photo. */ picture: pictureSchema, /** Caption under the photo and in the lightbox. */ caption: text })).min(1),
})
