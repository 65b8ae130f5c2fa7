import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { expectChatLink, expectPhoneLink, issuesOf, linkByText, quoteRequest, render, texts } from '../testing'
import { Cta } from './Cta'
import { ctaSchema } from './schema'

const input = {
  type: 'cta',
  heading: 'Pronta para transformar seu ambiente?',
  text: 'Conte como é o seu espaço e receba uma proposta sob medida.',
  actions: [
    { kind: 'chat', label: 'Conversar no WhatsApp' },
    { kind: 'phone', label: 'Ligar para a especialista' },
  ],
} satisfies z.input<typeof ctaSchema>

describe('Cta', () => {
  const dom = render(<Cta {...ctaSchema.parse(input)} />)

  it('shows the heading and the sentence', () => {
    expect(texts(dom, 'h2')).toEqual([input.heading])
    expect(texts(dom, 'p')).toEqual([input.text])
  })

  it('opens the quote request chat and calls the phone', () => {
    expectChatLink(linkByText(dom, 'Conversar no WhatsApp'), quoteRequest)
    expectPhoneLink(linkByText(dom, 'Ligar para a especialista'))
  })

  it('leaves out the sentence when there is none', () => {
    const { text: _, ...withoutText } = input
    expect(render(<Cta {...ctaSchema.parse(withoutText)} />).querySelector('p')).toBeNull()
  })

  it('refuses a band without any button, or with an unknown kind of button', () => {
    expect(issuesOf(ctaSchema, { ...input, actions: [] })).toEqual([expect.stringMatching(/^actions: /)])
    expect(issuesOf(ctaSchema, { ...input, actions: [{ kind: 'email', label: 'Escrever' }] })).toEqual([
      expect.stringMatching(/^actions\[0\]\.kind: /),
    ])
  })
})
