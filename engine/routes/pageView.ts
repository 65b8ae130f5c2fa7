import type { Block } from '../blocks/schema'
import { shareImage } from '../media/pictureProps'
import { articleJsonLd, type ArticleFacts } from '../seo/article'
import { breadcrumbJsonLd, buildBreadcrumb, type Crumb } from '../seo/breadcrumb'
import { businessJsonLd } from '../seo/business'
import type { SiteContent } from '../site/loadSite'
import { buildHead, type HeadData, type HeadInput } from '../seo/head'
import type { Picture } from '../../schemas/common'
import type { Page } from '../../schemas/page'

/** What every public page's data hands to the shared layout and head (pages/PublicLayout.tsx, pages/PublicHead.tsx). */
export type FramedView = { path: string; head: HeadData; breadcrumb: Crumb[] | null }

/** What a prerendered page hands to the renderer: head, breadcrumb and blocks. */
type PageView = FramedView & { blocks: Block[] }

/** The site's default social preview. */
function defaultShareImage({ site, images }: SiteContent) {
  return shareImage(images, site.shareImage.image, site.siteUrl, site.shareImage.alt)
}

/** Breadcrumb of a path, with the site's fixed labels and brand. */
export function breadcrumbFor({ site, navigation }: SiteContent, path: string, title: string | undefined): Crumb[] | null {
  return buildBreadcrumb(path, title, { homeLabel: navigation.homeLabel, labels: navigation.breadcrumbLabels, brand: site.brand })
}

/** Head of any public page: breadcrumb JSON-LD is added on every page but home. */
export function headFor(
  content: SiteContent,
  input: Omit<HeadInput, 'siteUrl' | 'brand' | 'image'> & { image?: HeadInput['image'] },
  crumbs: readonly Crumb[] | null,
): HeadData {
  const { site } = content
  return buildHead({
    ...input,
    image: input.image ?? defaultShareImage(content),
    siteUrl: site.siteUrl,
    brand: site.brand,
    jsonLd: [...input.jsonLd, ...(crumbs ? [breadcrumbJsonLd(crumbs, site.siteUrl)] : [])],
  })
}

/** The business's structured data, naming every served neighbourhood. */
function siteBusinessJsonLd(content: SiteContent): Record<string, unknown> {
  return businessJsonLd(content.site, { image: defaultShareImage(content).url, areaServed: content.neighbourhoods.map((n) => n.name) })
}

/** The alt text the page's own blocks give a photo, so a share preview describes the picture, not the page. */
function altOnPage(page: Page, image: string): string | undefined {
  return picturesIn(page.blocks).find((picture) => picture.image === image)?.alt
}

/** Every photo placed anywhere inside some content (blocks nest them in heroes, cards, galleries…). */
function picturesIn(value: unknown): Picture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn)
  if (typeof value !== 'object' || value === null) return []
  if ('image' in value && 'alt' in value && typeof value.image === 'string' && typeof value.alt === 'string')
    return [{ image: value.image, alt: value.alt }]
  return Object.values(value).flatMap(picturesIn)
}

/** Article data of a page laid out as an article (its article block), or nothing for other pages. */
function staticArticleJsonLd({ site }: SiteContent, page: Page, description: string, imageUrl: string): Record<string, unknown>[] {
  const article = page.blocks.find((block) => block.type === 'article')
  if (!article) return []
  const facts = {
    type: 'Article',
    url: `${site.siteUrl}${page.path}`,
    headline: article.heading,
    description,
    image: imageUrl,
    datePublished: article.published,
    author: article.author ?? site.ownerName,
    publisher: { name: site.brand, url: `${site.siteUrl}/` },
  } satisfies ArticleFacts
  return [articleJsonLd(facts)]
}

/** Turns a content page into what the renderer needs. */
export function pageView(content: SiteContent, page: Page): PageView {
  const { site } = content
  const breadcrumb = breadcrumbFor(content, page.path, page.title)
  const isArticle = page.blocks.some((block) => block.type === 'article')
  const head = headFor(
    content,
    {
      path: page.path,
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      type: isArticle ? 'article' : 'website',
      image: page.ogImage ? shareImage(content.images, page.ogImage, site.siteUrl, altOnPage(page, page.ogImage) ?? page.title) : undefined,
      jsonLd: page.jsonLd.includes('business') ? [siteBusinessJsonLd(content)] : [],
    },
    breadcrumb,
  )
  return {
    path: page.path,
    head: { ...head, jsonLd: [...staticArticleJsonLd(content, page, head.description, head.image.url), ...head.jsonLd] },
    breadcrumb,
    blocks: page.blocks,
  }
}
