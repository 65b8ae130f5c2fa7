import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { fixtureContent } from '../../../tests/fixtures/fixtureSite'
import { documentKind } from '../../site/document'
import { expectChatLink, expectPhoneLink, linkByText, quoteRequest, render, texts } from '../testing'
import { Contact } from './Contact'
import { contactSchema } from './schema'

const { site } = siteContent()

const input = {
  type: 'contact',
  heading: 'Fale com a gente',
  text: 'Envie fotos das janelas e as medidas aproximadas, se tiver.',
  serviceStatement: 'Atendemos toda a cidade de São Paulo, com visita técnica em qualquer bairro.',
  chatLabel: 'Chamar no WhatsApp',
  chatMessage: 'Olá! Vim pelo site e gostaria de conversar sobre cortinas sob medida.',
} satisfies z.input<typeof contactSchema>

describe('Contact', () => {
  const dom = render(<Contact {...contactSchema.parse(input)} />)

  it('shows the heading, the invitation and the service statement', () => {
    expect(texts(dom, 'h2')).toEqual([input.heading])
    expect(dom.textContent).toContain(input.text)
    expect(texts(dom, 'dd')).toContain(input.serviceStatement)
    expect(texts(dom, 'dd')).toContain(site.openingHours.label)
  })

  it('shows the phone as people read it in Brazil, linked for a call', () => {
    const phone = dom.querySelector('dd a')
    expect(phone?.textContent).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/)
    expect(phone?.textContent?.replace(/\D/g, '')).toBe(site.phone.slice(2))
    expectPhoneLink(phone as Element)
  })

  it('opens a chat with its own greeting, or the quote request when it has none', () => {
    expectChatLink(linkByText(dom, input.chatLabel), input.chatMessage)
    const { chatMessage: _, ...withoutMessage } = input
    expectChatLink(linkByText(render(<Contact {...contactSchema.parse(withoutMessage)} />), input.chatLabel), quoteRequest)
  })

  it('says who sells (Decreto 7.962/2013, art. 2º): the e-mail, linked, and the name, CNPJ or CPF (kept with its number) and address of content/site.ts', () => {
    const { controller } = site
    expect(linkByText(dom, site.email).getAttribute('href')).toBe(`mailto:${site.email}`)
    const business = texts(dom, 'dd').at(-1)
    for (const value of [controller.legalName, `${documentKind(controller.document)}\u00a0${controller.document}`, controller.address])
      expect(business).toContain(value)
  })

  it('leaves the area out when the block has no service statement', () => {
    const { serviceStatement: _, ...withoutArea } = input
    const shown = render(<Contact {...contactSchema.parse(withoutArea)} />)
    expect(texts(shown, 'dt')).not.toContain(siteContent().labels.contact.area)
    expect(texts(dom, 'dt')).toContain(siteContent().labels.contact.area)
  })

  it("says under the address that it receives no clients when the labels give that note, and nothing when they don't", () => {
    const fixture = fixtureContent()
    const note = 'Endereço para correspondência. Atendemos com hora marcada.'
    const withNote = { ...fixture, labels: { ...fixture.labels, contact: { ...fixture.labels.contact, addressNote: note } } }
    const business = (content: typeof fixture) => texts(render(<Contact {...contactSchema.parse(input)} />, content), 'dd').at(-1)
    expect(business(withNote)).toContain(`${fixture.site.controller.address}${note}`)
    expect(business(fixture)?.endsWith(fixture.site.controller.address)).toBe(true)
  })
})
