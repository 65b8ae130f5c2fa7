import { z } from 'zod'

/** A term the owner fills in before launch; '' until then (the launch check asks for it, the page leaves it out). */
const term = z.string().trim().default('')

/**
 * How an order works, as /contato states it (Decreto 7.962/2013 arts. 2º V and 5º; CDC arts. 26, 40 and 49): the
 * page adds what the law says on its own (the 90-day guarantee, a quote's 10 days, the 7-day withdrawal).
 */
export const orderSchema = z.object({
  /** Formas de pagamento e quando se paga: 'Pix, transferência ou cartão em até 6 vezes; 50% na aprovação e 50% na instalação.' */
  payment: term,
  /** Prazo médio da aprovação do orçamento até a instalação: 'de 20 a 30 dias úteis.' */
  leadTime: term,
  /** A garantia do ateliê, além dos 90 dias da lei, numa frase: 'Trilhos, varões e costuras têm 1 ano de garantia.' ou 'Não damos garantia além da legal.' */
  guarantee: term,
  /** Por quanto tempo o orçamento vale: '15 dias.' (sem prazo escrito, a lei dá 10 dias). */
  quoteValidity: term,
  /** Como o ateliê trata a desistência em 7 dias de um pedido fechado na sua casa ou pelo WhatsApp (combine este texto com o seu advogado). */
  withdrawal: term,
})

export type Order = z.infer<typeof orderSchema>
