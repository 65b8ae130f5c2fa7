import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** Project photos that open in a full-screen lightbox. */
export const portfolioSchema = z.object({
  type: z.literal('portfolio'),
  /** Título opcional da seção. */
  heading: z.string().optional(),
  /** Os projetos, em ordem. */
  items: z
    .array(z.object({ /** Foto do projeto. */ picture: pictureSchema, /** Legenda abaixo da foto e na foto ampliada. */ caption: text }))
    .min(1),
})
