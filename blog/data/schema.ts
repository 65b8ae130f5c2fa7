import { z } from 'zod'
import { slugSchema } from '../../schemas/slug'

/** A PostgREST timestamptz, such as 2025-06-03T13:00:00+00:00. */
const timestamp = z.iso.datetime({ offset: true })

/** One row of the posts table, as an anonymous visitor reads it; checked at the boundary. */
export const postRowSchema = z.object({
  /** Row identifier. */
  id: z.uuid(),
  /** URL key: /blog/{slug}. */
  slug: slugSchema,
  /** Headline. */
  title: z.string().min(1),
  /** Secondary line; empty when the author left it blank. */
  subtitle: z.string(),
  /** HTML body as stored; sanitised before display. */
  content: z.string(),
  /** SEO title, used instead of the headline in the document title. */
  meta_title: z.string().nullable(),
  /** SEO description, used before the subtitle. */
  meta_description: z.string().nullable(),
  /** /blog-images/x.jpg or a post-images storage URL. */
  featured_image: z.string().nullable(),
  /** What the featured image shows, its alt text; null when the post has no image or it was never described. */
  featured_image_alt: z.string().nullable(),
  /** Author's name; empty or null means the owner. */
  author: z.string().nullable(),
  /** Reading time in minutes. */
  read_time: z.number().int().min(1),
  /** Only published posts are ever shown. */
  published: z.boolean(),
  /** When the row was created. */
  created_at: timestamp,
  /** Publication moment, the date the blog shows; visitors never read a post before it (scheduled) or without it (draft). */
  published_at: timestamp,
  /** Last change, the sitemap's lastmod. */
  updated_at: timestamp,
})

/** The columns a list card, the sitemap and the feed need: everything but the body and SEO fields. */
export const postSummarySchema = postRowSchema.pick({
  id: true,
  slug: true,
  title: true,
  subtitle: true,
  featured_image: true,
  featured_image_alt: true,
  author: true,
  read_time: true,
  created_at: true,
  published_at: true,
  updated_at: true,
})

export type PostRow = z.infer<typeof postRowSchema>
export type PostSummary = z.infer<typeof postSummarySchema>

/** The select list of a read, derived from the schema of its rows so the two cannot drift apart. */
export function columnsOf(schema: z.ZodObject): string {
  return Object.keys(schema.shape).join(',')
}

/** The select list of a summary read. */
export const summaryColumns = columnsOf(postSummarySchema)
