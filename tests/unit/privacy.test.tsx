import { describe, expect, it } from 'vitest'
import { Blocks } from '../../engine/blocks/Blocks'
import { linkByText, render, texts } from '../../engine/blocks/testing'
import { sitemapEntries } from '../../server/crawlers/sitemap'
import { displayPhone } from '../../engine/site/links'
import { siteContent } from '../../pages/site'
import { Footer } from '../../renderer/frame/Footer'

const { routes, site, labels } = siteContent()
const PRIVACY_PATH = labels.frame.privacyLink.href

describe('privacy policy', () => {
  const page = routes.get(PRIVACY_PATH)
  const dom = render(<Blocks blocks={page?.blocks ?? []} />)
  const text = dom.textContent ?? ''

  it('is a content page on /politica-de-privacidade, titled with the brand', () => {
    expect(PRIVACY_PATH).toBe('/politica-de-privacidade')
    expect(page?.title).toBe(`Política de Privacidade | ${site.brand}`)
    expect(texts(dom, 'h1')).toEqual(['Política de Privacidade'])
  })

  it('names who is responsible from content/site.ts, and how to reach them', () => {
    expect(text).toContain(site.brand)
    expect(text).toContain(site.ownerName)
    expect(texts(dom, 'dd a')).toEqual([displayPhone(site)])
    expect(linkByText(dom, 'Pedir pelo WhatsApp').getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.phone}\\?text=`))
  })

  it('says what is collected, that public pages set no cookies, and how to ask for deletion (LGPD)', () => {
    expect(texts(dom, 'h2')).toEqual([
      'Quem cuida dos seus dados',
      'Quais dados recebemos e para quê',
      'Cookies',
      'Com quem os dados são compartilhados e por quanto tempo ficam guardados',
      'Seus direitos',
      'Como pedir a exclusão dos seus dados',
    ])
    for (const words of ['WhatsApp', 'telefone', 'Registros do servidor', 'não usam cookies', 'apagados', 'LGPD'])
      expect(text).toContain(words)
  })

  it('is listed in the sitemap', () => {
    const locs = sitemapEntries(site.siteUrl, routes.keys(), []).map((entry) => entry.loc)
    expect(locs).toContain(`${site.siteUrl}/politica-de-privacidade`)
  })

  it("is where the footer's 'Política de Privacidade' leads", () => {
    expect(linkByText(render(<Footer />), 'Política de Privacidade').getAttribute('href')).toBe(PRIVACY_PATH)
  })
})
