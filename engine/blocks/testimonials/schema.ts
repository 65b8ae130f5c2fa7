import { z } from 'zod'
import { testimonialSchema, text } from '../../../schemas/common'

/** Clients' words; more than one rotate every 6 s in a carousel. */
export const testimonialsSchema = z.object({
  type: z.literal('testimonials'),
  /** Título da seção. */
  heading: text,
  /** Os depoimentos; mais de um passam sozinhos a cada 6 segundos. Sem nenhum, a seção não aparece. */
  items: z.array(testimonialSchema),
})
