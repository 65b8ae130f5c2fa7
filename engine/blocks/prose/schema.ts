import { z } from 'zod'
import { actionSchema, text } from '../../../schemas/common'

/** Running text: an optional heading, paragraphs and buttons. */
export const proseSchema = z.object({
  type: z.literal('prose'),
  /** Título opcional da seção. */
  heading: z.string().optional(),
  /** Parágrafos, em ordem. */
  paragraphs: z.array(text).min(1),
  /** Botões opcionais depois do texto. */
  actions: z.array(actionSchema).default([]),
})
