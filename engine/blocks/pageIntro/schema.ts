import { z } from 'zod'
import { text } from '../../../schemas/common'

/** The h1 and lead paragraph of a page without a hero photo. */
export const pageIntroSchema = z.object({
  type: z.literal('pageIntro'),
  /** Linha pequena acima do título. */
  eyebrow: z.string().optional(),
  /** Título principal da página (h1). */
  heading: text,
  /** Parágrafos abaixo do título. */
  lead: z.array(text).default([]),
})
