import { z } from 'zod'
import { blockSchema } from '../engine/blocks/schema'
import { imageSchema } from './image'

/** Structured data a page may add besides its breadcrumb. */
export const pageJsonLd = z.enum(['business'])

/** A prerendered page: its address, its search-engine meta and its blocks, top to bottom. */
export const pageSchema = z.object({
  /** Site path, e.g. /cortina-para-sala ('/' for home). */
  path: z.string().regex(/^\/([a-z0-9-]+)?$/, 'path must be / or /lowercase-words-with-hyphens'),
  /** Full <title>, usually ending in ' | ' plus the brand. */
  title: z.string().min(10).max(100, 'title is too long (100 characters at most)'),
  /** Meta description shown in search results. */
  description: z.string().min(50).max(170, 'description is too long for search results (170 characters at most)'),
  /** Meta keywords, only where the spec asks for them (home). */
  keywords: z.array(z.string()).optional(),
  /** Social share image; defaults to og-default. */
  ogImage: imageSchema.optional(),
  /** Extra structured data for the page. */
  jsonLd: z.array(pageJsonLd).default([]),
  /** The page's content, top to bottom. */
  blocks: z.array(blockSchema).min(1),
})

export type Page = z.infer<typeof pageSchema>
export type PageInput = z.input<typeof pageSchema>
