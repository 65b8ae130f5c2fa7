import { z } from 'zod'
import { actionSchema, pictureSchema, text } from '../../../schemas/common'

/** Photo cards (curtain models, fabrics, styles, systems), optionally revealed on scroll. */
export const cardsSchema = z.object({
  type: z.literal('cards'),
  /** Anchor id for in-page links. */
  id: z.string().regex(/^[a-z0-9-]+$/).optional(),
  /** Section heading. */
  heading: text,
  /** Optional paragraph under the heading. */
  intro: z.string().optional(),
  /** Fade the grid in once when it reaches 85% of the viewport. */
  reveal: z.boolean().default(false),
  /** The cards, in order. */
  items: z.array(z.object({ /** Card title. */ title: text, /** Card text. */ text, /** Card photo. */ picture: pictureSchema })).min(1),
  /** Optional buttons under the grid. */
  actions: z.array(actionSchema).default([]),
})
