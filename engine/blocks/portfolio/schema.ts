import { z } from 'zod'
import { pictureSchema, text } from '../../../schemas/common'

/** Project photos that open in a full-screen lightbox. */
export const portfolioSchema = z.object({
  type: z.literal('portfolio'),
  /** Título opcional da seção. */
  heading: z.string().optional(),
  /**
   * Frase acima das fotos enquanto todas são ilustrações (content/illustrations.ts): 'Por enquanto, ilustrações; em
   * breve, fotos de projetos entregues.' Some sozinha quando a primeira foto de um trabalho entregue entra.
   */
  illustrationsNote: text.optional(),
  /** Os projetos, em ordem. */
  items: z
    .array(z.object({ /** Foto do projeto. */ picture: pictureSchema, /** Legenda abaixo da foto e na foto ampliada. */ caption: text }))
    .min(1),
})
