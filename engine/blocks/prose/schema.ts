import { z } from 'zod'
import { actionSchema, text } from '../../../schemas/common'

/** Running text: an optional heading, paragraphs and buttons. */
export const proseSchema = z.object({
  type: z.literal('prose'),
  /** Optional section heading. */
  heading: z.string().optional(),
  /** Paragraphs, in order. */
  paragraphs: z.array(text).min(1),
  /** Optional buttons after the text. */
  actions: z.array(actionSchema).default([]),
})
