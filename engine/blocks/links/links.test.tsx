import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { issuesOf, render, texts } from '../testing'
import { Links } from './Links'
import { linksSchema } from './schema'

const input = {
  type: 'links',
  heading: 'Continue explorando',
  items: [
    { label: 'Veja outros projetos', href: '/portfolio' },
    { label: 'Conteúdo no Blog', href: '/blog' },
  ],
} satisfies z.input<typeof linksSchema>

describe('Links', () => {
  it('is a navigation landmark named by its heading, with each link in order', () => {
    const dom = render(<Links {...linksSchema.parse(input)} />)
    expect(dom.querySelector('nav')?.getAttribute('aria-label')).toBe('Continue explorando')
    expect(texts(dom, 'h2')).toEqual(['Continue explorando'])
    const links = Array.from(dom.querySelectorAll('a'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/portfolio', '/blog'])
    expect(links.map((a) => a.textContent)).toEqual(['Veja outros projetos →', 'Conteúdo no Blog →'])
  })

  it('still names the landmark without a heading', () => {
    const { heading: _, ...withoutHeading } = input
    const dom = render(<Links {...linksSchema.parse(withoutHeading)} />)
    expect(dom.querySelector('nav')?.getAttribute('aria-label')).toBe(siteContent().labels.linksLabel)
    expect(dom.querySelector('h2')).toBeNull()
  })

  it('refuses a link that is not a site path', () => {
    const broken = { ...input, items: [{ label: 'Portfólio', href: 'portfolio' }] }
    expect(issuesOf(linksSchema, broken)).toEqual([
      "items[0].href: o endereço precisa ser uma página do site começando com /, como '/portfolio'",
    ])
  })
})
