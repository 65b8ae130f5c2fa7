import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { jobPath } from '../../../engine/routes/sitePaths'
import { publishedJobSlugs, publishedPosts } from '../database'
import { useBrowser } from '../fixture'

const { routes } = siteContent()

describe('files for crawlers on the production server', () => {
  const { baseUrl } = useBrowser()

  it('serves sitemap.xml naming its two parts, which list every page, the blog, every published post and job, and nothing else', async () => {
    const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), ([, loc]) => new URL(loc ?? '').pathname)
    const read = async (path: string) => {
      const response = await fetch(`${baseUrl}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toContain('application/xml')
      return response.text()
    }
    expect(locs(await read('/sitemap.xml'))).toEqual(['/sitemap-pages.xml', '/sitemap-blog.xml'])
    expect(locs(await read('/sitemap-pages.xml')).sort()).toEqual([...routes.keys()].sort())
    const posts = await publishedPosts()
    const jobs = await publishedJobSlugs()
    const paths = ['/blog', ...posts.map((post) => `/blog/${post.slug}`), ...jobs.map(jobPath)]
    // A job another file just removed leaves the server's sitemap within the freshness stamp's interval.
    await expect.poll(async () => locs(await read('/sitemap-blog.xml')).sort()).toEqual(paths.sort())
  })

  it('serves robots.txt and the RSS feed of every published post', async () => {
    const posts = await publishedPosts()
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toMatch(/Disallow: \/admin[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    const rss = await fetch(`${baseUrl}/blog/rss.xml`)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const feed = await rss.text()
    expect(feed.match(/<item>/g)).toHaveLength(posts.length)
    for (const post of posts) expect(feed).toContain(`/blog/${post.slug}</link>`)
  })
})
