import { describe, expect, it } from 'vitest'
import { render } from '../engine/blocks/testing'
import { neighbourhoodLabel } from '../engine/routes/neighbourhoodPage'
import { headFor, pageView } from '../engine/routes/pageView'
import { siteContent } from '../pages/site'
import { sampleNeighbourhood } from '../tests/contentSamples'
import { HeadTags } from './HeadTags'

const { navigation, neighbourhoodPage, routes, site } = siteContent()

/** Renders the head of the prerendered page on `path`. */
function headOf(path: string): DocumentFragment {
  const page = routes.get(path)
  if (!page) throw new Error(`no page on ${path}`)
  return render(<HeadTags head={pageView(siteContent(), page).head} />)
}

/** The content of `<meta name|property=key>`, or null. */
const meta = (head: ParentNode, key: string) =>
  head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null

/** The parsed JSON-LD objects of the head. */
const jsonLd = (head: ParentNode) =>
  Array.from(
    head.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  )

const ofType = (head: ParentNode, type: string) => jsonLd(head).filter((data) => data['@type'] === type)

describe('HeadTags of a neighbourhood page', () => {
  const n = sampleNeighbourhood()
  const head = headOf(n.path)
  const canonical = `${site.siteUrl}${n.path}`
  const label = neighbourhoodLabel(n, neighbourhoodPage)

  it('sets the title and the description', () => {
    expect(head.querySelector('title')?.textContent).toBe(`${label} | ${site.brand}`)
    expect(meta(head, 'description')).toBe(n.description)
  })

  it('links the canonical absolute URL, also as og:url', () => {
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical)
    expect(new URL(canonical).protocol).toBe('https:')
    expect(meta(head, 'og:url')).toBe(canonical)
  })

  it('describes the social card: pt_BR, an absolute 1200x630 JPEG with its alt, a large Twitter card', () => {
    expect(meta(head, 'og:locale')).toBe('pt_BR')
    const image = meta(head, 'og:image') ?? ''
    expect(image.startsWith(`${site.siteUrl}/`)).toBe(true)
    expect(new URL(image).origin).toBe(new URL(site.siteUrl).origin)
    expect(meta(head, 'og:image:width')).toBe('1200')
    expect(meta(head, 'og:image:height')).toBe('630')
    expect(meta(head, 'og:image:type')).toBe('image/jpeg')
    expect(meta(head, 'og:image:alt')).toBeTruthy()
    expect(meta(head, 'twitter:card')).toBe('summary_large_image')
    expect(meta(head, 'twitter:image')).toBe(image)
    expect(meta(head, 'twitter:image:alt')).toBe(meta(head, 'og:image:alt'))
  })

  it('has no keywords', () => {
    expect(meta(head, 'keywords')).toBeNull()
  })

  it('carries a two-step BreadcrumbList ending at the page', () => {
    const [breadcrumb] = ofType(head, 'BreadcrumbList')
    expect(ofType(head, 'BreadcrumbList')).toHaveLength(1)
    expect(breadcrumb?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: navigation.homeLabel, item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: label, item: canonical },
    ])
  })

  it('carries the business as HomeAndConstructionBusiness, serving the neighbourhood', () => {
    const [business] = ofType(head, 'HomeAndConstructionBusiness')
    expect(business).toMatchObject({ name: site.brand, telephone: `+${site.phone}` })
    expect(business?.areaServed).toContainEqual({ '@type': 'Place', name: n.name })
  })
})

describe('HeadTags of the home page', () => {
  const head = headOf('/')

  it('sets the keywords of the home page', () => {
    const keywords = routes.get('/')?.keywords ?? []
    expect(keywords.length).toBeGreaterThan(0)
    expect(meta(head, 'keywords')).toBe(keywords.join(', '))
  })

  it('has no breadcrumb, but the business', () => {
    expect(ofType(head, 'BreadcrumbList')).toEqual([])
    expect(ofType(head, 'HomeAndConstructionBusiness')).toHaveLength(1)
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/`)
  })
})

describe('HeadTags of a page kept out of search', () => {
  const head = render(
    <HeadTags head={headFor(siteContent(), { path: '/nao-existe', title: 't', description: 'd', jsonLd: [], noindex: true }, null)} />,
  )

  it('says noindex and names no canonical', () => {
    expect(meta(head, 'robots')).toBe('noindex, nofollow')
    expect(head.querySelector('link[rel="canonical"]')).toBeNull()
  })
})
