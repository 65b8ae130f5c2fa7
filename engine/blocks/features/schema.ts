import { z } from 'zod'
import { text } from '../../../schemas/common'

/** Names of the line icons a feature card can show. */
export const iconNames = ['scissors', 'fabric', 'star', 'tools', 'ruler', 'home', 'light', 'leaf'] as const

/** Cards with an icon, a title and a sentence: the 'Nossos diferenciais' grid. */
export const featuresSchema = z.object({
  type: z.literal('features'),
  /** Título da seção. */
  heading: text,
  /** Frase opcional abaixo do título. */
  intro: z.string().optional(),
  /** Os cartões, em ordem. */
  items: z
    .array(
      z.object({
        /** Ícone: 'scissors', 'fabric', 'star', 'tools', 'ruler', 'home', 'light' ou 'leaf'. */ icon: z.enum(iconNames),
        /** Título do cartão. */ title: text,
        /** Texto do cartão. */ text,
      }),
    )
    .min(1),
})
