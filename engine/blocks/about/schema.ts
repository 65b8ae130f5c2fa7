import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** The specialist's introduction: photo, a few paragraphs and a quote. */
export const aboutSchema = z.object({
  type: z.literal('about'),
  /** Título da seção: 'Sobre Helena'. */
  heading: text,
  /** Parágrafos da apresentação. */
  paragraphs: z.array(text).min(1),
  /** Uma frase da especialista, nas palavras dela. */
  quote: text,
  /** Foto ao lado do texto. */
  picture: pictureSchema,
})
