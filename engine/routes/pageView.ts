import type { Block } from '../blocks/schema'
import { articleJsonLd, type ArticleFacts } from '../seo/article'
import { breadcrumbJsonLd, buildBreadcrumb, type Crumb } from '../seo/breadcrumb'
import { businessJsonLd } from '../seo/business'
import type { SiteContent } from '../content/loadSite'
import { buildHead, type HeadData, type HeadInput } from '../seo/head'
import { cardImage, mainPhoto, pageCard, siteCard } from '../seo/shareCards'
import type { Page } from '../../schemas/page'
import { jobSlotsOf, type JobSlot } from '../jobs/slots'

/** What every public page's data hands to the shared layout and head (pages/PublicLayout.tsx, pages/PublicHead.tsx). */
export type FramedView = { path: string; head: HeadData; breadcrumb: Crumb[] | null }

/** What a prerendered page hands to the renderer: head, breadcrumb, blocks and where it shows delivered jobs. */
type PageView = FramedView & { blocks: Block[]; slots: JobSlot[] }

/** The site's own share card, for pages with none of their own. */
function defaultShareImage(content: SiteContent) {
  return cardImage(content, siteCard(content), content.site.shareImage.alt)
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
      image: cardImage(content, pageCard(content, page), mainPhoto(page)?.alt),
      jsonLd: page.jsonLd.includes('business') ? [siteBusinessJsonLd(content)] : [],
    },
    breadcrumb,
  )
  return {
    path: page.path,
    head: { ...head, jsonLd: [...staticArticleJsonLd(content, page, head.description, head.image.url), ...head.jsonLd] },
    breadcrumb,
    blocks: page.blocks,
    slots: jobSlotsOf(content, page),
  }
}
