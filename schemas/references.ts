import { z } from 'zod'

/**
 * Schemas whose value names other content: a photo of content/images or the address of a page of the site.
 * loadSite walks every content file for them (engine/content/references.ts) and looks each name up, so a rule about
 * what a name may point to lives in one place. A copy made from a registered schema (`.describe()`, `.refine()`) is
 * found too.
 */
export const references = z.registry<{ to: 'photo' | 'page' }>()

/** The address of a page of this site, '/cortina-para-sala' (loadSite checks that a page has it). */
export const pageLinkSchema = z
  .string()
  .startsWith('/', "o endereço precisa começar com /, como '/cortina-para-sala'")
  .register(references, { to: 'page' })
