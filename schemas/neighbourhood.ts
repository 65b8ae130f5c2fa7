import { z } from 'zod'
import { pictureSchema, text } from './common'

/** How pt-BR running text says "in" before this neighbourhood's name. */
export const prepositionSchema = z.enum(['no', 'na', 'nos', 'em'])

/** One neighbourhood landing page; the file name is its slug (/cortinas-{slug}). */
export const neighbourhoodSchema = z.object({
  /** Name as written, with accents: 'Tatuapé'. */
  name: text,
  /** 'no Tatuapé', 'na Mooca', 'nos Jardins', 'em Moema'. */
  preposition: prepositionSchema,
  /** Meta description for search results. */
  description: z.string().min(50).max(170, 'description is too long for search results (170 characters at most)'),
  /** The page's h1. */
  headline: text,
  /** Opening paragraphs about curtains in this neighbourhood. */
  intro: z.array(text).min(1),
  /** Exactly five benefits: fit, site visit, fabrics, light/privacy/thermal control, interior project. */
  benefits: z.array(z.object({ /** Benefit in a few words. */ title: text, /** One sentence. */ text })).length(5, 'benefits must list exactly 5 items'),
  /** Exactly three photos of work in or like this neighbourhood. */
  gallery: z.array(pictureSchema).length(3, 'gallery must have exactly 3 photos'),
  /** One client's words; shown as a client from this neighbourhood. */
  testimonial: z.object({ /** Generic client name, e.g. 'Cliente da Mooca'. */ name: text, /** What they said. */ text: z.string().min(20) }),
  /** Closing paragraph after the call to action. */
  closing: text,
  /** Whether the page links back to the home page ('Início'). */
  linkHome: z.boolean().default(true),
})

export type Neighbourhood = z.infer<typeof neighbourhoodSchema> & { slug: string }
export type NeighbourhoodInput = z.input<typeof neighbourhoodSchema>
