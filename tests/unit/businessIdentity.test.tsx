import { describe, expect, it } from 'vitest'
import { Blocks } from '../../engine/blocks/Blocks'
import { linkByText, render } from '../../engine/blocks/testing'
import { documentKind } from '../../engine/site/document'
import { displayPhone } from '../../engine/site/links'
import { siteContent } from '../../pages/site'
import { Footer } from '../../renderer/frame/Footer'

const { site, routes } = siteContent()
const { controller } = site

/** What identifies the business where consumers look (Decreto 7.962/2013, art. 2º, I–II; CDC art. 31), from content/site.ts. */
const identity = [controller.legalName, `${documentKind(controller.document)}\u00a0${controller.document}`, controller.address, site.email]

describe('who sells, on every page and on the contact page', () => {
  it('is in the footer, which every page shows: name, CNPJ or CPF, address, e-mail and phone, the last two linked', () => {
    const footer = render(<Footer />)
    const address = footer.querySelector('address')?.textContent ?? ''
    for (const value of [...identity, displayPhone(site)]) expect(address).toContain(value)
    expect(linkByText(footer, site.email).getAttribute('href')).toBe(`mailto:${site.email}`)
    expect(linkByText(footer, displayPhone(site)).getAttribute('href')).toBe(`tel:+${site.phone}`)
  })

  it.each([...routes.values()].filter((page) => page.blocks.some((block) => block.type === 'contact')))(
    'is on $path, whose contact block names it',
    (page) => {
      const text = render(<Blocks blocks={page.blocks} />).textContent ?? ''
      for (const value of identity) expect(text).toContain(value)
    },
  )
})
