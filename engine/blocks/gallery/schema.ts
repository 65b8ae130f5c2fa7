import { z } from 'zod'
import { pictureSchema } from '../../../schemas/common'

/** A row of lazily loaded photos. */
export const gallerySchema = z.object({
  type: z.literal('gallery'),
  /** Optional section heading. */
  heading: z.string().optional(),
  /** The photos, in order. */
  pictures: z.array(pictureSchema).min(1),
})
