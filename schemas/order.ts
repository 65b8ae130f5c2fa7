import { z } from 'zod'

/** A term the owner fills in before launch; '' until then (the launch check asks for it, the page leaves it out). */
const term = z.string().trim().default('')

/**
 * The owner's terms of an order, which /contato's "Como funciona o pedido" adds to what the law says on its own and the
 * site states in fixed words (the 90-day guarantee, a quote's 10 days, the 7-day withdrawal with every amount returned:
 * CDC arts. 26, 40 and 49, Decreto 7.962/2013 art. 5º). Strict: no field can narrow the withdrawal.
 */
export const orderSchema = z.strictObject({
  /** Formas de pagamento e quando se paga: 'Pix, transferência ou cartão em até 6 vezes; 50% na aprovação e 50% na instalação.' */
  payment: term,
  /** Prazo médio da aprovação do orçamento até a instalação: 'de 20 a 30 dias úteis'. */
  leadTime: term,
  /** Opcional: uma garantia do ateliê além da lei, numa frase ('Trilhos e varões têm 1 ano de garantia.'); o site diz que ela se soma à legal. */
  guarantee: term,
  /** Por quanto tempo o orçamento vale: '15 dias a partir do recebimento.' (em branco, o site diz os 10 dias da lei). */
  quoteValidity: term,
})

export type Order = z.infer<typeof orderSchema>
