import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { expectPhoneLink, issuesOf, linkByText, render, texts } from '../testing'
import { Prose } from './Prose'
import { proseSchema } from './schema'

const input = {
  type: 'prose',
  heading: 'Como funciona',
  paragraphs: ['Primeiro, uma visita técnica para medir cada vão.', 'Depois, a proposta com os tecidos escolhidos.'],
  actions: [
    { kind: 'phone', label: 'Prefere ligar?' },
    { kind: 'link', label: 'Ver o portfólio', href: '/portfolio' },
  ],
} satisfies z.input<typeof proseSchema>

describe('Prose', () => {
  it('shows the heading and the paragraphs in order', () => {
    const dom = render(<Prose {...proseSchema.parse(input)} />)
    expect(texts(dom, 'h2')).toEqual(['Como funciona'])
    expect(texts(dom, 'p')).toEqual(input.paragraphs)
  })

  it('calls the phone and links to a page', () => {
    const dom = render(<Prose {...proseSchema.parse(input)} />)
    expectPhoneLink(linkByText(dom, 'Prefere ligar?'))
    expect(linkByText(dom, 'Ver o portfólio').getAttribute('href')).toBe('/portfolio')
  })

  it('needs only paragraphs: no heading and no buttons by default', () => {
    const block = proseSchema.parse({ type: 'prose', paragraphs: ['Um parágrafo de fechamento.'] })
    expect(block.actions).toEqual([])
    const dom = render(<Prose {...block} />)
    expect(dom.querySelector('h2')).toBeNull()
    expect(dom.querySelector('a')).toBeNull()
    expect(texts(dom, 'p')).toEqual(['Um parágrafo de fechamento.'])
  })

  it('refuses text without paragraphs, or a link without its address', () => {
    expect(issuesOf(proseSchema, { ...input, paragraphs: [] })).toEqual([expect.stringMatching(/^paragraphs: /)])
    expect(issuesOf(proseSchema, { ...input, actions: [{ kind: 'link', label: 'Ver' }] })).toEqual([
      expect.stringMatching(/^actions\[0\]\.href: /),
    ])
  })
})
