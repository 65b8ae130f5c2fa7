import { z } from 'zod'
import { actionSchema, pictureSchema, text } from '../../../schemas/common'

/** Opening banner: the page's h1 over a large photo, with its main calls to action. */
export const heroSchema = z.object({
  type: z.literal('hero'),
  /** Linha pequena acima do título. */
  eyebrow: z.string().optional(),
  /** Título principal da página (h1). */
  heading: text,
  /** Uma ou duas frases abaixo do título. */
  text: text,
  /** Foto de fundo. */
  picture: pictureSchema,
  /** Botões abaixo do texto; o primeiro é o de destaque. */
  actions: z.array(actionSchema).default([]),
})
