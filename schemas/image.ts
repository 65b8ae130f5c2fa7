import { z } from 'zod'
import { references } from './references'

const missing = "falta o nome da foto — escolha uma foto de content/images e escreva o nome sem .jpg, como 'ambiente-01'"

/** File name of a photo in content/images, without the .jpg extension (loadSite checks that the photo exists). */
export const imageSchema = z
  .string({ error: missing })
  .refine((name) => name.trim() !== '', { error: missing })
  .register(references, { to: 'photo' })

/** The photos that are illustrations, not photos of delivered work (content/illustrations.ts). */
export const illustrationsSchema = z.array(imageSchema)
