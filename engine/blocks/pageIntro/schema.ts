import { z } from 'zod'
import { text } from '../../../schemas/common'

/** The h1 and lead paragraph of a page without a hero photo. */
export const pageIntroSchema = z.object({
  type: z.literal('pageIntro'),
  /** Small line above the heading. */
  eyebrow: z.string().optional(),
  /** The page's main heading (h1). */
  heading: text,
  /** Paragraphs under the heading. */
  lead: z.array(text).default([]),
})
