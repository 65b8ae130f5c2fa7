import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** A row of lazily loaded photos. */
export const gallerySchema = z.object({
  type: z.literal('gallery'),
  /** Título opcional da seção. */
  heading: z.string().optional(),
  /** Frase abaixo das fotos enquanto alguma é ilustração (content/illustrations.ts): 'Imagens ilustrativas.' */
  illustrationsNote: text.optional(),
  /** As fotos, em ordem. */
  pictures: z.array(pictureSchema).min(1),
})
