import { z } from 'zod'
import { text } from '../../../schemas/common'

/** Names of the line icons a feature card can show. */
export const iconNames = ['scissors', 'fabric', 'star', 'tools', 'ruler', 'home', 'light', 'leaf'] as const

/** Cards with an icon, a title and a sentence: the 'Nossos diferenciais' grid. */
export const featuresSchema = z.object({
  type: z.literal('features'),
  /** Section heading. */
  heading: text,
  /** Optional sentence under the heading. */
  intro: z.string().optional(),
  /** The cards, in order. */
  items: z.array(z.object({ /** Icon name. */ icon: z.enum(iconNames), /** Card title. */ title: text, /** Card text. */ text })).min(1),
})
