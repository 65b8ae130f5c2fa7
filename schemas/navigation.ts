import { z } from 'zod'
import { linkSchema, text } from './common'

/** Menus and fixed breadcrumb labels of the shared frame. */
export const navigationSchema = z.object({
  /** Main menu, left to right. */
  main: z.array(linkSchema).min(1),
  /** Label of the neighbourhoods dropdown. */
  neighbourhoodsLabel: text,
  /** Links in the footer. */
  footer: z.array(linkSchema).min(1),
  /** Label of the first breadcrumb step. */
  homeLabel: text,
  /** Fixed breadcrumb labels for known paths. */
  breadcrumbLabels: z.record(z.string().startsWith('/'), text),
})

export type Navigation = z.infer<typeof navigationSchema>
export type NavigationInput = z.input<typeof navigationSchema>
