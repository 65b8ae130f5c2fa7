import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'
import { ctaSchema } from '../cta/schema'

/** A bulleted or numbered list inside an article. */
const listSchema = z.object({
  /** The items, in order. */
  items: z.array(text).min(2, 'a list needs at least 2 items'),
  /** Numbered (steps) instead of bulleted. */
  ordered: z.boolean().default(false),
})

/** One piece of an article section: a paragraph (plain text), a list, a subheading or a highlighted tip. */
const partSchema = z.union([
  text,
  listSchema,
  z.object({ /** A heading (h3) inside the section. */ subheading: text }),
  z.object({ /** A highlighted tip or quote. */ tip: text }),
])

/** A static article, laid out as the blog's posts are: title, byline, photo, sections, chat band and 'Leia também'. */
export const articleSchema = z.object({
  type: z.literal('article'),
  /** The article's title (its h1). */
  heading: text,
  /** Line under the title. */
  subtitle: text.optional(),
  /** Publication date, YYYY-MM-DD. */
  published: z.iso.date('published must be a date written YYYY-MM-DD'),
  /** Who signs it; the owner's name when left out. */
  author: text.optional(),
  /** Photo under the title. */
  picture: pictureSchema.optional(),
  /** The sections, top to bottom. */
  sections: z
    .array(
      z.object({
        /** Section heading (h2); the first section may go without one. */
        heading: text.optional(),
        /** Paragraphs, lists, subheadings and tips, in order. */
        body: z.array(partSchema).min(1),
      }),
    )
    .min(1),
  /** The chat band after the text. */
  cta: ctaSchema.omit({ type: true }),
  /** Paths of site pages to read next, under 'Leia também'; the blog itself is always offered after them. */
  readAlso: z.array(z.string().startsWith('/', 'readAlso paths start with /')).default([]),
})

export type ArticlePart = z.infer<typeof partSchema>
