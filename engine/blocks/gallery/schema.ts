import { z } from 'zod'
import { pictureSchema } from '../../../schemas/common'

/** A row of lazily loaded photos. */
export const gallerySchema = z.object({
  type: z.literal('gallery'),
  /** Título opcional da seção. */
  heading: z.string().optional(),
  /** As fotos, em ordem. */
  pictures: z.array(pictureSchema).min(1),
})
