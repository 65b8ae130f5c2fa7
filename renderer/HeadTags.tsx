import { usePageContext } from 'vike-react/usePageContext'
import { siteSheet } from 'virtual:site-sheet'
import { type HeadData, serializeJsonLd } from '../engine/seo/head'
import { bootstrapScript } from './bootstrap'
import { sheetFor } from './sheetRules'

/** The document head for crawlers and browsers: meta, canonical, social cards, JSON-LD, the page's stylesheet and its one script. */
export function HeadTags({ head }: { head: HeadData }) {
  // vike-react renders the page before its head, so the head knows which classes the page uses.
  const pageContext: { pageHtmlString?: string } | undefined = usePageContext()
  const css = sheetFor(siteSheet, pageContext?.pageHtmlString)
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords && <meta name="keywords" content={head.keywords.join(', ')} />}
      <meta name="robots" content={head.robots} />
      {/* A noindex page (the 404, a blog list that failed) names no canonical: the two would contradict each other. */}
      {head.robots.startsWith('index') && <link rel="canonical" href={head.canonical} />}
      {head.prev && <link rel="prev" href={head.prev} />}
      {head.next && <link rel="next" href={head.next} />}
      {head.feed && <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.href} />}
      <meta name="theme-color" content="#fbf8f3" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:image" content={head.image.url} />
      {/* Every share image is a JPEG: the drawn cards and the blog endpoint's cover rendition. */}
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(head.image.width)} />
      <meta property="og:image:height" content={String(head.image.height)} />
      <meta property="og:image:alt" content={head.image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image.url} />
      <meta name="twitter:image:alt" content={head.image.alt} />
      {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
      <script type="module" dangerouslySetInnerHTML={{ __html: bootstrapScript }} />
      {head.jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  )
}
