import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN } from '../../schemas/slug'
import { jobSlugOf, postSlugOf, siteRoute, under } from './siteRoute'

const contentPaths = new Set(['/', '/cortinas-moema', '/blog-como-medir'])

describe('siteRoute', () => {
  it.each([
    ['/', { kind: 'content', path: '/' }],
    ['/cortinas-moema', { kind: 'content', path: '/cortinas-moema' }],
    ['/blog-como-medir', { kind: 'content', path: '/blog-como-medir' }],
    ['/blog', { kind: 'blogList', page: null }],
    ['/blog?page=2', { kind: 'blogList', page: '2' }],
    ['/blog?page=abc&utm_source=x', { kind: 'blogList', page: 'abc' }],
    ['/blog/cortina-wave?fbclid=1', { kind: 'post', slug: 'cortina-wave' }],
    ['/blog/Cortina-Wave', { kind: 'post', slug: 'Cortina-Wave' }],
    ['/blog/rss.xml', { kind: 'crawler', path: '/blog/rss.xml' }],
    ['/sitemap.xml', { kind: 'crawler', path: '/sitemap.xml' }],
    ['/sitemap-pages.xml', { kind: 'crawler', path: '/sitemap-pages.xml' }],
    ['/sitemap-blog.xml', { kind: 'crawler', path: '/sitemap-blog.xml' }],
    ['/robots.txt', { kind: 'crawler', path: '/robots.txt' }],
    ['/portfolio/linho-na-sala', { kind: 'job', slug: 'linho-na-sala' }],
    ['/admin', { kind: 'admin' }],
    ['/admin/blog/novo', { kind: 'admin' }],
    ['/administracao', { kind: 'none' }],
    ['/blog/a/b', { kind: 'none' }],
    ['/blog/', { kind: 'none' }],
    ['/portfolio/a/b', { kind: 'none' }],
    ['/cortinas-moema/', { kind: 'none' }],
    ['/nao-existe', { kind: 'none' }],
  ])('takes %s as %o', (url, route) => {
    expect(siteRoute(url, contentPaths)).toEqual(route)
  })

  it('reads a URL as well as a path', () => {
    expect(siteRoute(new URL('https://exemplo.com.br/blog?page=3'), contentPaths)).toEqual({ kind: 'blogList', page: '3' })
  })
})

describe('the path helpers', () => {
  it('name a post or a job only one level under its home', () => {
    expect([postSlugOf('/blog/x'), postSlugOf('/blog'), postSlugOf('/blog/x/y'), postSlugOf('/blog/rss.xml')]).toEqual([
      'x',
      null,
      null,
      null,
    ])
    expect([jobSlugOf('/portfolio/x'), jobSlugOf('/portfolio/'), jobSlugOf('/portfolios/x')]).toEqual(['x', null, null])
  })

  it('tell a base and what is below it from a longer name', () => {
    expect([under('/admin', '/admin'), under('/admin/blog', '/admin'), under('/administracao', '/admin')]).toEqual([true, true, false])
  })

  it('share one slug pattern: words of lower-case letters and digits joined by single hyphens', () => {
    expect(['cortina-de-linho', 'sala2', 'a'].every((slug) => SLUG_PATTERN.test(slug))).toBe(true)
    expect(['Cortina', 'cortina--linho', '-cortina', 'cortina-', 'cortina_linho', ''].some((slug) => SLUG_PATTERN.test(slug))).toBe(false)
  })
})
