import { z } from 'zod'
import { imageSchema } from './image'

/** Non-empty visible text, trimmed. */
export const text = z.string().trim().min(1, 'text is required')

/** A photo placed on a page, with the words a screen reader says for it. */
export const pictureSchema = z.object({
  /** File name in content/images, without extension. */
  image: imageSchema,
  /** What the photo shows, for screen readers and search engines. */
  alt: z.string({ error: 'alt text is required (describe the photo)' }).trim().min(3, 'alt text is required (describe the photo)'),
  /** Optional tooltip; the spec's galleries repeat the alt text here. */
  title: z.string().optional(),
})

/** A button or link that moves the visitor on: WhatsApp chat, phone call or a page link. */
export const actionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    /** Button text. */
    label: text,
    /** Prefilled WhatsApp message; defaults to the site's quote request. */
    message: z.string().optional(),
  }),
  z.object({ kind: z.literal('phone'), /** Link text. */ label: text }),
  z.object({ kind: z.literal('link'), /** Link text. */ label: text, /** Site path or full URL. */ href: z.string().min(1) }),
])

/** A client's words about the work. */
export const testimonialSchema = z.object({
  /** Client's name as they agreed to be shown. */
  name: text,
  /** What the client said. */
  text: z.string().min(20, 'testimonial text is too short'),
  /** Where the client lives (neighbourhood or city). */
  place: text,
})

/** A labelled link to a site path. */
export const linkSchema = z.object({
  /** Visible link text. */
  label: text,
  /** Site path such as /portfolio. */
  href: z.string().startsWith('/', 'href must be a site path starting with /'),
})

export type Picture = z.infer<typeof pictureSchema>
export type Action = z.infer<typeof actionSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type Link = z.infer<typeof linkSchema>
