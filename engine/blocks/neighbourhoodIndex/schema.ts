import { z } from 'zod'
import { text } from '../../../schemas/common'

/** The list of every neighbourhood page, built from content/neighbourhoods. */
export const neighbourhoodIndexSchema = z.object({
  type: z.literal('neighbourhoodIndex'),
  /** Título acima da lista de bairros. */
  heading: text,
})
