import { z } from 'zod'
import { testimonialSchema, text } from '../../../schemas/common'

/** Clients' words; more than one rotate every 6 s in a carousel. */
export const testimonialsSchema = z.object({
  type: z.literal('testimonials'),
  /** Section heading. */
  heading: text,
  /** One or more testimonials. */
  items: z.array(testimonialSchema).min(1),
})
