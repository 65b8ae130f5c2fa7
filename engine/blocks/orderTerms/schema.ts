import { z } from 'zod'

/** How an order works, in the consumer code's own terms, with the order terms of content/site.ts. */
export const orderTermsSchema = z.object({
  type: z.literal('orderTerms'),
  /** Título da seção; o rodapé leva até ela pelo link "Pedidos, garantia e desistência". */
  heading: z.string().trim().min(1).default('Como funciona o pedido'),
})
