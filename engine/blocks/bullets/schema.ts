import { z } from 'zod'
import { text } from '../../../schemas/common'

/** A list of benefits, each a short title and a sentence. */
export const bulletsSchema = z.object({
  type: z.literal('bullets'),
  /** Título da seção. */
  heading: text,
  /** As vantagens, em ordem. */
  items: z.array(z.object({ /** A vantagem em poucas palavras. */ title: text, /** Uma frase sobre ela. */ text })).min(1),
})
