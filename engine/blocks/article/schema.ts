import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

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

/** A long-form article body: sections with a heading each, optionally opened by a photo. */
export const articleSchema = z.object({
  type: z.literal('article'),
  /** Photo at the top of the article. */
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
})

export type ArticlePart = z.infer<typeof partSchema>
