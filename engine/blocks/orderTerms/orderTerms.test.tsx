import { describe, expect, it } from 'vitest'
import { orderSchema, type Order } from '../../../schemas/order'
import { fixtureContent } from '../../../tests/fixtures/fixtureSite'
import { displayPhone } from '../../site/links'
import { issuesOf, render, texts } from '../testing'
import { OrderTerms } from './OrderTerms'
import { orderTermsSchema } from './schema'
import { orderTermsAnchor } from './terms'

/** The fixture business, with the order terms given. */
const fixture = fixtureContent()
const withOrder = (order: Partial<Order>) => ({ ...fixture, site: { ...fixture.site, order: orderSchema.parse(order) } })

/** The section's paragraphs, rendered for the fixture business with `order`. */
function paragraphs(order: Partial<Order>): string[] {
  return texts(render(<OrderTerms {...orderTermsSchema.parse({ type: 'orderTerms' })} />, withOrder(order)), 'p')
}

/** The paragraph whose bold label is `label`. */
const termOf = (shown: string[], label: string) => shown.find((paragraph) => paragraph.startsWith(`${label}:`)) ?? ''

const filled = fixture.site.order
/** The clause that gets a small business fined, written in every field the owner has (arts. 49 and 51). */
const narrowing = 'Após o início da confecção, o sinal não é devolvido'

describe('OrderTerms', () => {
  const dom = render(<OrderTerms {...orderTermsSchema.parse({ type: 'orderTerms' })} />, fixture)
  const shown = texts(dom, 'p')

  it('heads the section with the anchor the footer links to, and sets each label in bold', () => {
    expect(dom.querySelector('h2')?.id).toBe(orderTermsAnchor)
    expect(texts(dom, 'h2')).toEqual(['Como funciona o pedido'])
    expect(texts(dom, 'strong')).toEqual([
      'Pagamento:',
      'Prazo de confecção e instalação:',
      'Validade do orçamento:',
      'Garantia:',
      'Desistência (direito de arrependimento):',
    ])
  })

  it("promises a quote with each item's price and the dates (CDC art. 40), and dates the lead time from the approval", () => {
    expect(shown[0]).toContain('o valor de cada item (tecido, confecção, trilhos e instalação), as datas de confecção e de instalação')
    expect(termOf(shown, 'Prazo de confecção e instalação')).toBe(
      `Prazo de confecção e instalação: ${filled.leadTime.replace(/\.$/, '')}, contados da aprovação do orçamento; a data certa vai no orçamento.`,
    )
    expect(termOf(paragraphs({}), 'Validade do orçamento')).toContain(
      '10 dias a partir do recebimento, se o orçamento não indicar outro prazo (Código de Defesa do Consumidor, art. 40, § 1º)',
    )
    expect(termOf(shown, 'Validade do orçamento')).toBe(`Validade do orçamento: ${filled.quoteValidity}`)
  })

  it('counts the 90 days of the legal guarantee from when a hidden defect shows (CDC art. 26, § 3º)', () => {
    const legal = termOf(paragraphs({}), 'Garantia')
    expect(legal).toContain('em até 90 dias depois da instalação')
    expect(legal).toContain('se o defeito só aparecer com o uso, os 90 dias contam a partir do dia em que ele aparecer')
    expect(legal).not.toContain('se soma')
  })

  it("states the owner's own guarantee, when she gives one, as added to the legal one, with a written term (art. 50)", () => {
    const extra = termOf(shown, 'Garantia')
    expect(extra).toContain(termOf(paragraphs({}), 'Garantia').replace(/^Garantia: /, ''))
    expect(extra).toContain(`${filled.guarantee} Essa garantia do ateliê se soma à da lei e vem descrita no termo de garantia`)
  })

  it("names the site's own channels for the withdrawal, its 7 days and the refund of everything paid (art. 49)", () => {
    const withdrawal = termOf(shown, 'Desistência (direito de arrependimento)')
    for (const channel of ['pelo WhatsApp', `pelo telefone ${displayPhone(fixture.site)}`, `pelo e-mail ${fixture.site.email}`])
      expect(withdrawal).toContain(channel)
    expect(withdrawal).toContain('na sua casa, pelo WhatsApp, por telefone ou por e-mail pode ser cancelado em até 7 dias')
    expect(withdrawal).toContain('contados da aprovação do orçamento ou, se for depois, da entrega e instalação')
    expect(withdrawal).toContain('confirmamos na hora que recebemos o aviso')
    expect(withdrawal).toContain('Devolvemos imediatamente tudo o que você tiver pago, inclusive o sinal')
    expect(withdrawal).toContain('retiramos sem custo o que já tiver sido instalado')
  })

  it('lets no order term narrow the withdrawal: its words are the same whatever the owner writes', () => {
    const fixed = termOf(shown, 'Desistência (direito de arrependimento)')
    const keys = Object.keys(orderSchema.shape) as (keyof Order)[]
    expect(keys.sort()).toEqual(['guarantee', 'leadTime', 'payment', 'quoteValidity'])
    for (const order of [{}, ...keys.map((key) => ({ ...filled, [key]: narrowing }))])
      expect(termOf(paragraphs(order), 'Desistência (direito de arrependimento)')).toBe(fixed)
    expect(issuesOf(orderSchema, { ...filled, withdrawal: narrowing })).toEqual([
      'campo desconhecido: withdrawal — confira a grafia ou apague-o',
    ])
  })

  it('leaves out the payment and lead time the owner has not written yet', () => {
    expect(texts(render(<OrderTerms {...orderTermsSchema.parse({ type: 'orderTerms' })} />, withOrder({})), 'strong')).toEqual([
      'Validade do orçamento:',
      'Garantia:',
      'Desistência (direito de arrependimento):',
    ])
  })
})
