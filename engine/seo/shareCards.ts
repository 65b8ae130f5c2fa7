import type { BlogContent } from '../../schemas/blog'
import type { Picture } from '../../schemas/common'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'
import { BLOG_PATH } from '../routes/sitePaths'
import { lowerFirst } from '../text/format'
import { stripBrandSuffix } from './breadcrumb'
import type { ShareImage } from './head'

/** Key of the site's own card, for pages with none of their own (a post without a cover, the error page). */
export const SITE_CARD = 'site'

/** What one share card shows; the build draws one per key (build/shareCards.ts). */
export type ShareCard = {
  /** A prerendered page's path, the blog list's path, or SITE_CARD. */
  key: string
  /** The words drawn large: the page's title without the brand. */
  title: string
  /** The brand the card is signed with. */
  brand: string
  /** The photo behind the title, by name among the site's photos; null draws the brand card. */
  photo: string | null
}

/** A drawn card: its root-relative URL (content-hashed) and size. */
export type CardFile = { src: string; width: number; height: number }

/** The drawn cards by key, as the build hands them to the composition root. */
export type ShareCardFiles = Readonly<Record<string, CardFile>>

/** Every photo placed anywhere inside some content (blocks nest them in heroes, cards, galleries…), in page order. */
export function picturesIn(value: unknown): Picture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn)
  if (typeof value !== 'object' || value === null) return []
  if ('image' in value && 'alt' in value && typeof value.image === 'string' && typeof value.alt === 'string')
    return [{ image: value.image, alt: value.alt }]
  return Object.values(value).flatMap(picturesIn)
}

/** The page's main photo: the one its `ogImage` names, else the first it shows; with the alt the page gives it, if it shows it. */
export function mainPhoto(page: Page): { image: string; alt?: string } | undefined {
  const pictures = picturesIn(page.blocks)
  if (!page.ogImage) return pictures[0]
  return { image: page.ogImage, alt: pictures.find((picture) => picture.image === page.ogImage)?.alt }
}

/** The parsed content a card is made from. */
type Cards = { site: Site; blog: BlogContent }

const card = ({ site }: Cards, key: string, title: string, photo: string | null): ShareCard => ({
  key,
  title: stripBrandSuffix(title, site.brand),
  brand: site.brand,
  photo,
})

/** A prerendered page's card: its card title (else its title) over its main photo, or the brand card when it shows none. */
export const pageCard = (content: Cards, page: Page) =>
  card(content, page.path, page.cardTitle ?? page.title, mainPhoto(page)?.image ?? null)

/** The blog list's card: its title on the brand card. */
export const blogCard = (content: Cards) => card(content, BLOG_PATH, content.blog.title, null)

/** The site's own card: the tagline over the site's share photo. */
export const siteCard = (content: Cards) => card(content, SITE_CARD, content.site.tagline, content.site.shareImage.image)

/** Every card a site needs, from its parsed content alone: one per prerendered page, the blog list's and the site's own. */
export function shareCards(content: Cards & { routes: ReadonlyMap<string, Page> }): ShareCard[] {
  return [...[...content.routes.values()].map((page) => pageCard(content, page)), blogCard(content), siteCard(content)]
}

/**
 * The head's share image for a card, absolute from the site's URL, described by its title and, on a photo, by what the
 * photo shows (`photoAlt`), after a colon or, when the title has one already, a dash.
 */
export function cardImage({ site, cardFiles }: { site: Site; cardFiles: ShareCardFiles }, card: ShareCard, photoAlt?: string): ShareImage {
  const file = cardFiles[card.key]
  if (!file) throw new Error(`no share card for ${card.key}: the build draws one for every card shareCards() lists`)
  const joint = card.title.includes(':') ? ' — ' : ': '
  const alt = card.photo && photoAlt ? `${card.title}${joint}${lowerFirst(photoAlt)}` : `${card.title} — ${card.brand}`
  return { url: `${site.siteUrl}${file.src}`, width: file.width, height: file.height, alt }
}
