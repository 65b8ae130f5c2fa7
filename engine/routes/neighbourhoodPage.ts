import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'

type Place = Pick<Neighbourhood, 'preposition' | 'name'>

/** Route of a neighbourhood page: the prefix the content gives ('/cortinas-'), then the file's slug. */
export function neighbourhoodPath(slug: string, text: Pick<NeighbourhoodPageText, 'pathPrefix'>): string {
  return `${text.pathPrefix}${slug}`
}

/** 'no Tatuapé', 'nos Jardins', 'em Moema'. */
export function inNeighbourhood(n: Place): string {
  return `${n.preposition} ${n.name}`
}

/** A template text of content/neighbourhoodPage.ts with `{bairro}` filled in for one neighbourhood. */
export function fillPlace(template: string, n: Place): string {
  return template.replaceAll('{bairro}', inNeighbourhood(n))
}

/** The label of a neighbourhood everywhere it is listed. */
export function neighbourhoodLabel(n: Place, text: NeighbourhoodPageText): string {
  return fillPlace(text.label, n)
}

/**
 * Turns one neighbourhood file into a page of blocks, the same engine every page uses, in the words of `text`.
 * A link to a page in `illustratedPaths` (one showing illustrations) takes its `illustrationsLabel`, if any.
 */
export function neighbourhoodPage(n: Neighbourhood, site: Site, text: NeighbourhoodPageText, illustratedPaths: ReadonlySet<string>): Page {
  const fill = (template: string) => fillPlace(template, n)
  const links = text.links.map(({ illustrationsLabel, ...link }) =>
    illustrationsLabel && illustratedPaths.has(link.href) ? { ...link, label: illustrationsLabel } : link,
  )
  return {
    path: n.path,
    title: `${neighbourhoodLabel(n, text)} | ${site.brand}`,
    ...(text.cardTitle ? { cardTitle: fill(text.cardTitle) } : {}),
    description: n.description,
    jsonLd: ['business'],
    blocks: [
      { type: 'pageIntro', eyebrow: fill(text.eyebrow), heading: n.headline, lead: n.intro },
      { type: 'bullets', heading: fill(text.benefitsHeading), items: n.benefits },
      { type: 'gallery', heading: fill(text.galleryHeading), illustrationsNote: text.galleryIllustrationsNote, pictures: n.gallery },
      ...(n.testimonial
        ? [{ type: 'testimonials' as const, heading: text.testimonialsHeading, items: [{ ...n.testimonial, place: n.name }] }]
        : []),
      {
        type: 'cta',
        heading: text.cta.heading,
        text: fill(text.cta.text),
        actions: [{ kind: 'chat', label: fill(text.cta.chatLabel), message: fill(text.cta.chatMessage) }],
      },
      { type: 'prose', paragraphs: [n.closing], actions: [] },
      { type: 'links', heading: text.linksHeading, items: [...links, ...(n.linkHome ? [text.homeLink] : [])] },
    ],
  }
}
