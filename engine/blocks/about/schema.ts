import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** The specialist's introduction: photo, a few paragraphs and a quote. */
export const aboutSchema = z.object({
  type: z.literal('about'),
  /** Section heading, e.g. 'Sobre Helena'. */
  heading: text,
  /** Paragraphs of the introduction. */
  paragraphs: z.array(text).min(1),
  /** A sentence in the specialist's own words. */
  quote: text,
  /** Photo beside the text. */
  picture: pictureSchema,
})
