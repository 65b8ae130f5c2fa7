import { z } from 'zod'
import { actionSchema, pictureSchema, text } from '../../../schemas/common'

/** Photo cards (curtain models, fabrics, styles, systems), optionally revealed on scroll. */
export const cardsSchema = z.object({
  type: z.literal('cards'),
  /** Âncora para links dentro da página: só minúsculas, números e hífens. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "use só letras minúsculas sem acento, números e hífens: 'modelos'")
    .optional(),
  /** Título da seção. */
  heading: text,
  /** Parágrafo opcional abaixo do título. */
  intro: z.string().optional(),
  /** true para os cartões aparecerem suavemente ao rolar a página. */
  reveal: z.boolean().default(false),
  /** Os cartões, em ordem. */
  items: z
    .array(z.object({ /** Título do cartão. */ title: text, /** Texto do cartão. */ text, /** Foto do cartão. */ picture: pictureSchema }))
    .min(1),
  /** Botões opcionais abaixo dos cartões. */
  actions: z.array(actionSchema).default([]),
})
