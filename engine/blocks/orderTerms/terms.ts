import type { Site } from '../../../schemas/site'
import { displayPhone } from '../../site/links'

/** Days a consumer has to withdraw from an order closed away from a shop (CDC art. 49). */
export const withdrawalDays = 7
/** Days a consumer has to complain of a defect in a durable good or service (CDC art. 26, II). */
export const guaranteeDays = 90
/** Days a written quote holds when it names no period of its own (CDC art. 40, § 1º). */
export const quoteDays = 10
/** The id of the section's heading, which the footer links to. */
export const orderTermsAnchor = 'como-funciona-o-pedido'
/** The footer's link to the section (Decreto 7.962/2013 art. 5º: the means to withdraw, "de forma clara e ostensiva"). */
export const orderTermsLinkLabel = 'Pedidos, garantia e desistência'

/** One paragraph of the section: an optional bold label, then its text. */
export type OrderTerm = { label?: string; text: string }

const withoutStop = (text: string) => text.replace(/[.!?]+$/, '')
const sentence = (text: string) => `${withoutStop(text)}.`

/**
 * The section's paragraphs: the quote's contents (CDC art. 40), then the owner's payment, lead time and quote validity,
 * then the guarantee (art. 26, §§ 1º and 3º; an extra one added to it, art. 50) and the withdrawal (art. 49; Decreto
 * 7.962/2013 art. 5º), fixed: no field of `site.order` can narrow either.
 */
export function orderTerms(site: Site): OrderTerm[] {
  const { payment, leadTime, quoteValidity, guarantee } = site.order
  return [
    {
      text: 'Depois da visita, enviamos o orçamento por escrito, com as medidas, os tecidos, os acessórios, o valor de cada item (tecido, confecção, trilhos e instalação), as datas de confecção e de instalação, a forma de pagamento e a validade.',
    },
    ...(payment ? [{ label: 'Pagamento', text: sentence(payment) }] : []),
    ...(leadTime
      ? [
          {
            label: 'Prazo de confecção e instalação',
            text: `${withoutStop(leadTime)}, contados da aprovação do orçamento; a data certa vai no orçamento.`,
          },
        ]
      : []),
    {
      label: 'Validade do orçamento',
      text: quoteValidity
        ? sentence(quoteValidity)
        : `${quoteDays} dias a partir do recebimento, se o orçamento não indicar outro prazo (Código de Defesa do Consumidor, art. 40, § 1º).`,
    },
    {
      label: 'Garantia',
      text: `você pode reclamar de defeitos das cortinas, dos trilhos e da instalação em até ${guaranteeDays} dias depois da instalação; se o defeito só aparecer com o uso, os ${guaranteeDays} dias contam a partir do dia em que ele aparecer (Código de Defesa do Consumidor, art. 26).${guarantee ? ` ${sentence(guarantee)} Essa garantia do ateliê se soma à da lei e vem descrita no termo de garantia entregue com o pedido.` : ''}`,
    },
    {
      label: 'Desistência (direito de arrependimento)',
      text: `um pedido fechado na sua casa, pelo WhatsApp, por telefone ou por e-mail pode ser cancelado em até ${withdrawalDays} dias, contados da aprovação do orçamento ou, se for depois, da entrega e instalação (Código de Defesa do Consumidor, art. 49). Basta avisar pelo WhatsApp, pelo telefone ${displayPhone(site)} ou pelo e-mail ${site.email}, sem precisar explicar o motivo; confirmamos na hora que recebemos o aviso. Devolvemos imediatamente tudo o que você tiver pago, inclusive o sinal, com correção, e retiramos sem custo o que já tiver sido instalado.`,
    },
  ]
}
