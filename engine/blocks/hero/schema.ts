import { z } from 'zod'
import { actionSchema, pictureSchema, text } from '../../../schemas/common'

/** Opening banner: the page's h1 over a large photo, with its main calls to action. */
export const heroSchema = z.object({
  type: z.literal('hero'),
  /** Small line above the heading. */
  eyebrow: z.string().optional(),
  /** The page's main heading (h1). */
  heading: text,
  /** One or two sentences under the heading. */
  text: text,
  /** Background photo; loaded first, never lazily. */
  picture: pictureSchema,
  /** Buttons under the text, the first one is the most prominent. */
  actions: z.array(actionSchema).default([]),
})
