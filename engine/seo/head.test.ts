import { describe, expect, it } from 'vitest'
import { buildHead, serializeJsonLd } from './head'

const image = { url: 'https://exemplo.com.br/og.jpg', width: 1200, height: 630, alt: 'Cortina' }

describe('buildHead', () => {
  it('builds the canonical URL from the site base and the path', () => {
    const head = buildHead({
      path: '/contato',
      siteUrl: 'https://exemplo.com.br',
      brand: 'Marca',
      title: 'Contato | Marca',
      description: 'd',
      image,
      jsonLd: [],
    })
    expect(head.canonical).toBe('https://exemplo.com.br/contato')
    expect(head.siteName).toBe('Marca')
    expect(head.type).toBe('website')
    expect(head.robots).toContain('index, follow')
  })

  it('marks pages that crawlers must skip', () => {
    const head = buildHead({
      path: '/x',
      siteUrl: 'https://e.com',
      brand: 'M',
      title: 't',
      description: 'd',
      image,
      jsonLd: [],
      noindex: true,
    })
    expect(head.robots).toBe('noindex, nofollow')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element it is placed in', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
