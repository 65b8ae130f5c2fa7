import { describe, expect, it } from 'vitest'
import { useBrowser } from './fixture'

describe('files for crawlers on the production server', () => {
  const { baseUrl } = useBrowser()

  it('serves sitemap.xml with every page, the blog and its posts', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    for (const path of ['/', '/blog', '/blog-cortinas-residenciais', '/blog-como-encomendar-cortina', '/cortinas-moema', '/blog/como-medir-janela-para-cortina']) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`))
    }
    // 8 content pages (the two static articles among them), 17 neighbourhoods, /blog and 14 published posts.
    expect(xml.match(/<url>/g)).toHaveLength(8 + 17 + 1 + 14)
    expect(xml).not.toContain('/admin')
  })

  it('serves robots.txt and the RSS feed', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/Disallow: \/admin[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    const rss = await fetch(`${baseUrl}/blog/rss.xml`)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    expect((await rss.text()).match(/<item>/g)).toHaveLength(14)
  })
})
