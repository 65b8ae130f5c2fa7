import { stripBrandSuffix } from '../seo/breadcrumb'
import type { SiteContent } from '../content/loadSite'

/** A static article linked under 'Artigos em Destaque'. */
export type FeaturedArticle = { href: string; title: string; description: string; image?: string }

/** A content page as a link to read next: its opening heading (else its title), description and share image. */
export function pageTeaser({ routes, site }: SiteContent, path: string): FeaturedArticle | undefined {
  const page = routes.get(path)
  if (!page) return undefined
  const opening = page.blocks.find((block) => block.type === 'pageIntro' || block.type === 'hero' || block.type === 'article')
  return {
    href: path,
    title: opening?.heading ?? stripBrandSuffix(page.title, site.brand),
    description: page.description,
    image: page.ogImage,
  }
}

/**
 * The featured static articles, named from their own content pages (their h1) so nothing is written twice. loadSite
 * gives every featured address a page; only the preview may leave one out, while that page has errors.
 */
export function featuredArticles(content: SiteContent): readonly FeaturedArticle[] {
  return content.blog.featured.flatMap((path) => pageTeaser(content, path) ?? [])
}
