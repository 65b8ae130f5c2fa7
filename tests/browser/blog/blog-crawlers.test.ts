import { describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { jobPath } from '../../../engine/routes/sitePaths'
import { publishedJobSlugs, publishedPosts } from '../database'
import { useBrowser } from '../fixture'

const { routes } = siteContent()

describe('files for crawlers on the production server', () => {
  const { baseUrl } = useBrowser()

  it('serves sitemap.xml with every page, the blog, every published post and job, and nothing else', async () => {
    const posts = await publishedPosts()
    const jobs = await publishedJobSlugs()
    const paths = [...routes.keys(), '/blog', ...posts.map((post) => `/blog/${post.slug}`), ...jobs.map(jobPath)]
    // A job another file just removed leaves the server's sitemap within the freshness stamp's interval.
    await expect.poll(async () => (await (await fetch(`${baseUrl}/sitemap.xml`)).text()).match(/<url>/g)?.length).toBe(paths.length)
    const response = await fetch(`${baseUrl}/sitemap.xml`)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    for (const path of paths) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`))
    }
    expect(xml.match(/<url>/g)).toHaveLength(paths.length)
    expect(xml).not.toContain('/admin')
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
