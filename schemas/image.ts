import { z } from 'zod'

const missing = "falta o nome da foto — escolha uma foto de content/images e escreva o nome sem .jpg, como 'ambiente-01'"

/**
 * Schemas whose value names one of the site's photos: loadSite and the content check look every such field up in
 * the site's photos. A copy made from a registered schema (`.describe()`, `.refine()`) is found too.
 */
export const photoNames = z.registry<{ photo: true }>()

/** File name of a photo in content/images, without the .jpg extension (loadSite checks that the photo exists). */
export const imageSchema = z
  .string({ error: missing })
  .refine((name) => name.trim() !== '', { error: missing })
  .register(photoNames, { photo: true })

/** The photos that are illustrations, not photos of delivered work (content/illustrations.ts). */
export const illustrationsSchema = z.array(imageSchema)
