import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, buildBreadcrumb, stripBrandSuffix, titleCaseSegment } from './breadcrumb'

const options = { homeLabel: 'Início', labels: { '/bairros-atendidos': 'Bairros Atendidos', '/blog': 'Blog' }, brand: 'Ateliê Exemplo' }

describe('buildBreadcrumb', () => {
  it('is hidden on the home page', () => {
    expect(buildBreadcrumb('/', 'Home | Ateliê Exemplo', options)).toBeNull()
  })

  it('uses the fixed label of a known path', () => {
    expect(buildBreadcrumb('/bairros-atendidos', 'Bairros que Atendemos | Ateliê Exemplo', options)).toEqual([
      { name: 'Início', path: '/', isLast: false },
      { name: 'Bairros Atendidos', path: '/bairros-atendidos', isLast: true },
    ])
  })

  it('names the last step from the page title without the brand suffix', () => {
    const crumbs = buildBreadcrumb('/cortinas-moema', 'Cortinas Sob Medida em Moema | Ateliê Exemplo', options)
    expect(crumbs?.at(-1)).toEqual({ name: 'Cortinas Sob Medida em Moema', path: '/cortinas-moema', isLast: true })
  })

  it('adds one step per segment and title-cases what it cannot name', () => {
    const crumbs = buildBreadcrumb('/blog/cortina-de-linho', undefined, options)
    expect(crumbs?.map((c) => c.name)).toEqual(['Início', 'Blog', 'Cortina De Linho'])
    expect(crumbs?.map((c) => c.path)).toEqual(['/', '/blog', '/blog/cortina-de-linho'])
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists positions and absolute URLs, with a trailing slash on all but the last', () => {
    const crumbs = buildBreadcrumb('/blog/linho', 'Linho | Ateliê Exemplo', options) ?? []
    expect(breadcrumbJsonLd(crumbs, 'https://exemplo.com.br')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://exemplo.com.br/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://exemplo.com.br/blog/' },
        { '@type': 'ListItem', position: 3, name: 'Linho', item: 'https://exemplo.com.br/blog/linho' },
      ],
    })
  })
})

describe('helpers', () => {
  it('strips only the brand suffix', () => {
    expect(stripBrandSuffix('Contato | Ateliê Exemplo', 'Ateliê Exemplo')).toBe('Contato')
    expect(stripBrandSuffix('Contato | Outra Marca', 'Ateliê Exemplo')).toBe('Contato | Outra Marca')
  })

  it('title-cases a segment, hyphens to spaces', () => {
    expect(titleCaseSegment('vila-nova-conceicao')).toBe('Vila Nova Conceicao')
  })
})
