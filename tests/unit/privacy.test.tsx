import { describe, expect, it } from 'vitest'
import { Blocks } from '../../engine/blocks/Blocks'
import { linkByText, render, texts } from '../../engine/blocks/testing'
import { pagesSitemapEntries } from '../../server/crawlers/sitemap'
import { TAP_REPEAT_MINUTES } from '../../engine/site/tapWindow'
import { ACCESS_LOG_WHAT, accessLogKept } from '../../engine/blocks/accessLogs/AccessLogs'
import { displayPhone } from '../../engine/site/links'
import { siteContent } from '../../pages/site'
import { Footer } from '../../renderer/frame/Footer'
import { sessionCookieName } from '../../admin/sessionCookie'

const { routes, site, labels } = siteContent()
const PRIVACY_PATH = labels.frame.privacyLink.href

describe('privacy policy', () => {
  const page = routes.get(PRIVACY_PATH)
  const dom = render(<Blocks blocks={page?.blocks ?? []} />)
  const text = dom.textContent ?? ''

  it("is a content page where the footer's privacy link leads, with one heading", () => {
    expect(page, `no content page on ${PRIVACY_PATH}, where the footer's privacy link leads`).toBeDefined()
    expect(texts(dom, 'h1')).toHaveLength(1)
  })

  it('names the controller from content/site.ts (LGPD art. 9º), the encarregado or the small-agent clause, and how to reach them', () => {
    for (const field of [
      site.brand,
      site.ownerName,
      site.email,
      site.controller.legalName,
      site.controller.document,
      site.controller.address,
    ])
      expect(text).toContain(field)
    const { encarregado } = site.privacy
    if (encarregado === 'pequeno porte') expect(text).toContain('Resolução CD/ANPD nº 2/2022, art. 11')
    else expect(text).toContain(`${encarregado.name}, pelo e-mail ${encarregado.email}`)
    expect(texts(dom, 'dd a')).toEqual([displayPhone(site), site.email])
    const chat = dom.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href')
    expect(chat).toMatch(new RegExp(`^https://wa\\.me/${site.phone}\\?text=`))
  })

  it('gives the legal basis per purpose, retention per kind, who data is shared with, and the date of the text', () => {
    for (const basis of ['art. 7º, V', 'art. 7º, II', 'art. 7º, IX', 'Marco Civil da Internet']) expect(text).toContain(basis)
    for (const period of ['6 meses', '12 meses', '5 anos']) expect(text).toContain(period)
    const { hosting, database, emailProvider } = site.privacy
    for (const party of [
      `Hospedagem: ${hosting}, que hospeda o site`,
      `Banco de dados: ${database}, que guarda`,
      `ficam no serviço de e-mail ${emailProvider}, `,
      'contabilidade',
      'Pagamentos',
      'Meta Platforms',
      'art. 33',
    ])
      expect(text).toContain(party)
    for (const [country, kept] of [
      [site.privacy.hostingCountry, 'com servidores'],
      [site.privacy.databaseCountry, 'com os dados guardados'],
    ] as const)
      expect(text).toContain(country === 'Brasil' ? `${kept} no Brasil` : `${kept} fora do Brasil (${country}); essa transferência segue`)
    const { emailCountry } = site.privacy
    expect(text).toContain(
      emailCountry === 'Brasil' ? 'em servidores no Brasil' : `servidores fora do Brasil (${emailCountry}); essa transferência`,
    )
    expect(text).toContain(`Última atualização: ${site.privacy.updated.split('-').reverse().join('/')}.`)
    expect(text).toContain('não usam cookies')
  })

  it("states the admin's session cookie as it is on the live site (https): its name and how long the browser keeps it", () => {
    expect(text).toContain(`cookie de sessão (${sessionCookieName({ secure: true })}, que o navegador guarda por até 400 dias`)
  })

  it('publishes a testimonial only with written consent, which the client can withdraw', () => {
    expect(text).toContain('com a autorização dele por escrito (consentimento, LGPD, art. 7º, I)')
    expect(text).toContain('pode ser retirada a qualquer momento')
  })

  it('says what the site counts of chat and phone taps, for what, and how briefly it remembers an address', () => {
    expect(text).toContain('Contagem de cliques')
    expect(text).toContain(`lembra o endereço IP de quem tocou por ${TAP_REPEAT_MINUTES} minutos, só na memória, e depois o esquece`)
    expect(text).toContain('nunca é gravado')
    expect(text).toContain('não guardam nada no seu navegador')
  })

  it("says what the access log keeps and for how long in the code's words, never the host's (server/accessLog)", () => {
    expect(text).toContain(ACCESS_LOG_WHAT)
    expect(text).toContain(accessLogKept(site.privacy.database))
    expect(text).not.toContain('o programa do site não grava esses registros')
  })

  it('lists every right of LGPD art. 18 and says how to exercise them', () => {
    for (const right of [
      'confirmação',
      'acesso',
      'correção',
      'anonimização, o bloqueio ou a eliminação',
      'portabilidade',
      'eliminação dos dados tratados com o seu consentimento',
      'com quem os compartilhamos',
      'possibilidade de não dar o consentimento',
      'revogação do consentimento',
      'oposição',
      'ANPD',
    ])
      expect(text).toContain(right)
    const contact = page?.blocks.find((block) => block.type === 'contact')
    expect(contact, 'a contact block says how to reach the controller').toBeDefined()
    expect(texts(dom, 'h2')).toContain(contact?.heading)
  })

  it("is listed in the pages' sitemap", () => {
    const locs = pagesSitemapEntries(site.siteUrl, routes.keys()).map((entry) => entry.loc)
    expect(locs).toContain(`${site.siteUrl}${PRIVACY_PATH}`)
  })

  it("is where the footer's privacy link leads", () => {
    expect(linkByText(render(<Footer />), labels.frame.privacyLink.label).getAttribute('href')).toBe(PRIVACY_PATH)
  })
})
