import { z } from 'zod'
import { text } from './common'

/** The blog's own words around the posts; the spec's fixed labels live in the components. */
export const blogContentSchema = z.object({
  /** <title> of the list's first page, ending in ' | ' plus the brand. */
  title: z.string().min(10).max(100),
  /** Meta description of the list. */
  description: z.string().min(50).max(170, 'description is too long for search results (170 characters at most)'),
  /** Small line above the list's heading. */
  eyebrow: text,
  /** The list's h1. */
  heading: text,
  /** Paragraph under the heading. */
  lead: text,
  /** The quote band on page 1 when there are more than 3 posts; its button is 'Solicitar Orçamento Grátis'. */
  cta: z.object({ /** Band heading. */ heading: text, /** Sentence under it. */ text }),
  /** Paths of the static articles under 'Artigos em Destaque', in order. */
  featured: z.array(z.string().startsWith('/')).min(1),
  /** The chat band at the end of each post; its button is 'Falar no WhatsApp'. */
  postFooter: z.object({
    /** Band heading. */
    heading: text,
    /** Sentence under it. */
    text,
    /** Prefilled WhatsApp message; {title} becomes the post's title. */
    message: text,
  }),
  /** The RSS feed's channel. */
  feed: z.object({ /** Channel title. */ title: text, /** Channel description. */ description: text }),
})

export type BlogContent = z.infer<typeof blogContentSchema>
export type BlogContentInput = z.input<typeof blogContentSchema>
