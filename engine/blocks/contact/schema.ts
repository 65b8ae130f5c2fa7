import { z } from 'zod'
import { text } from '../../../schemas/common'

/** Phone, WhatsApp button, hours and the area served; the numbers come from content/site.ts. */
export const contactSchema = z.object({
  type: z.literal('contact'),
  /** Section heading. */
  heading: text,
  /** Sentence inviting the visitor to get in touch. */
  text,
  /** Statement of the area served, e.g. all of São Paulo. */
  serviceStatement: text,
  /** Label of the WhatsApp button. */
  chatLabel: text,
  /** Greeting prefilled in the WhatsApp message. */
  chatMessage: z.string().optional(),
})
