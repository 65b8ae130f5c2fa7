import { describe, expect, it } from 'vitest'
import { blogPageKey } from './blogPageCache'

describe('blogPageKey', () => {
  it.each([
    ['/blog', '/blog'],
    ['/blog?utm_source=instagram', '/blog'],
    ['/blog?page=2&utm_source=instagram', '/blog?page=2'],
    ['/blog?page=abc', '/blog?page=abc'],
    ['/blog/cortina-wave?fbclid=1', '/blog/cortina-wave'],
    ['/blog/rss.xml', '/blog/rss.xml'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('keys %s as %s: only what the page reads from the URL', (url, key) => {
    expect(blogPageKey(new URL(url, 'http://site.test'))).toBe(key)
  })

  it.each(['/', '/blog-cortinas-residenciais', '/robots.txt', '/media/blog', '/admin/blog'])('leaves %s to the other routes', (url) => {
    expect(blogPageKey(new URL(url, 'http://site.test'))).toBeNull()
  })
})
