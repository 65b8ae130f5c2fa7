/** A social share image with its absolute URL and size. */
export type ShareImage = { url: string; width: number; height: number; alt: string }

/** Everything the document head shows crawlers for one page. */
export type HeadData = {
  title: string
  description: string
  keywords?: string[]
  canonical: string
  robots: string
  type: 'website' | 'article'
  siteName: string
  image: ShareImage
  jsonLd: Record<string, unknown>[]
  prev?: string
  next?: string
  feed?: { title: string; href: string }
}

/** What a page says about itself; the builder fills in the rest. */
export type HeadInput = Omit<HeadData, 'canonical' | 'robots' | 'type' | 'siteName'> & {
  path: string
  siteUrl: string
  brand: string
  type?: HeadData['type']
  noindex?: boolean
}

/** Builds the head of a page: canonical from the site base, robots, Open Graph type. */
export function buildHead({ path, siteUrl, brand, noindex, type, ...rest }: HeadInput): HeadData {
  return {
    ...rest,
    canonical: `${siteUrl}${path}`,
    robots: noindex ? 'noindex, nofollow' : 'index, follow, max-image-preview:large',
    type: type ?? 'website',
    siteName: brand,
  }
}

/** JSON for a <script type="application/ld+json">, safe against `</script>` in the data. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
