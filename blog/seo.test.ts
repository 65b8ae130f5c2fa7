import { describe, expect, it } from 'vitest'
import { siteContent } from '../pages/site'
import { breadcrumbFor } from '../engine/routes/pageView'
import type { PostRow } from './data/schema'
import { postShareImage } from './images/postImage'
import type { HeadData } from '../engine/seo/head'
import { blogPostingJsonLd, itemListJsonLd, listHead, postHead } from './seo'

const content = siteContent()
const { site } = content

const post: PostRow = {
  id: '6f1f7c3e-5d7e-4b61-9c55-0f3f7c9a1d10',
  slug: 'cortina-de-linho',
  title: 'Cortina de linho',
  subtitle: 'Textura natural para a sala',
  content: '<p>Linho</p>',
  meta_title: null,
  meta_description: null,
  featured_image: '/blog-images/cortina-de-linho.jpg',
  featured_image_alt: 'Cortina de linho cru em uma sala clara',
  author: null,
  read_time: 2,
  published: true,
  created_at: '2026-03-01T13:00:00+00:00',
  published_at: '2026-03-01T13:00:00+00:00',
  updated_at: '2026-04-02T13:00:00+00:00',
}
const body = 'Linho '.repeat(200).trim()
const crumbs = breadcrumbFor(content, '/blog/cortina-de-linho', post.title)
const image = { url: `${site.siteUrl}/media/blog?x`, width: 1200, height: 630, alt: post.title }

describe('postHead', () => {
  it.each([
    [
      'meta_title and meta_description',
      { meta_title: 'Linho na sala', meta_description: 'Tudo sobre linho.' },
      'Linho na sala',
      'Tudo sobre linho.',
    ],
    ['the title and the subtitle', {}, 'Cortina de linho', 'Textura natural para a sala'],
    ['the first 160 characters of the body', { subtitle: '' }, 'Cortina de linho', body.slice(0, 160).trim()],
  ])('uses %s', (_case, fields, title, description) => {
    const head = postHead(content, { ...post, ...fields }, body, image, crumbs)
    expect(head.title).toBe(`${title} | ${site.brand}`.length <= 60 ? `${title} | ${site.brand}` : title)
    expect(head.description).toBe(description)
    expect(head.description.length).toBeLessThanOrEqual(160)
  })

  it('leaves the brand out of a title Google would cut', () => {
    const title = 'Cortina para varanda gourmet: sol, vento e as regras do condomínio'
    expect(postHead(content, { ...post, meta_title: title }, body, image, crumbs).title).toBe(title)
  })

  it('is an article with a 1200x630 image, a canonical URL, the feed and BlogPosting plus breadcrumb data', () => {
    const head = postHead(content, post, body, image, crumbs)
    expect(head).toMatchObject({ type: 'article', canonical: `${site.siteUrl}/blog/cortina-de-linho`, image: { width: 1200, height: 630 } })
    expect(head.feed?.href).toBe(`${site.siteUrl}/blog/rss.xml`)
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
  })
})

describe("the post's cover in the head", () => {
  const share = (changes: Partial<PostRow>) => postShareImage({ ...post, ...changes }, site.siteUrl, undefined)
  const posting = (head: HeadData) => head.jsonLd.find((data) => data['@type'] === 'BlogPosting')

  it('describes the photo in og:image:alt and in the BlogPosting ImageObject', () => {
    const image = share({})
    const head = postHead(content, post, body, image, crumbs)
    expect(head.image.alt).toBe('Cortina de linho cru em uma sala clara')
    expect(posting(head)?.image).toEqual({
      '@type': 'ImageObject',
      url: image?.url,
      width: 1200,
      height: 630,
      description: 'Cortina de linho cru em uma sala clara',
    })
  })

  it('falls back to the title for og:image:alt, and gives no description, when the photo has none', () => {
    const undescribed = { ...post, featured_image_alt: null }
    const head = postHead(content, undescribed, body, share({ featured_image_alt: null }), crumbs)
    expect(head.image.alt).toBe(post.title)
    expect(posting(head)?.image).not.toHaveProperty('description')
  })

  it("names the site's default image by its URL when the post has no cover", () => {
    const head = postHead(content, { ...post, featured_image: null, featured_image_alt: null }, body, null, crumbs)
    expect(posting(head)?.image).toBe(head.image.url)
  })
})

describe('blogPostingJsonLd', () => {
  it('names the owner when the author is empty and cuts the body to 500 characters', () => {
    for (const author of [null, '', '  ']) {
      const data = blogPostingJsonLd(content, { ...post, author }, body, 'd', image.url)
      expect(data.author).toEqual({ '@type': 'Person', name: site.ownerName })
    }
    const data = blogPostingJsonLd(content, { ...post, author: 'Marina' }, body, 'd', image.url)
    expect(data.author).toEqual({ '@type': 'Person', name: 'Marina' })
    expect(String(data.articleBody).length).toBeLessThanOrEqual(500)
    expect(data).toMatchObject({ datePublished: post.published_at, dateModified: post.updated_at, image: image.url, headline: post.title })
  })
})

describe('list head', () => {
  it('numbers the positions of an ItemList across pages', () => {
    const data = itemListJsonLd(content, [{ ...post }], 9)
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 10, url: `${site.siteUrl}/blog/cortina-de-linho`, name: 'Cortina de linho' },
    ])
  })

  it('gives each page its own title and canonical URL, and prev/next only where they exist', () => {
    const crumbsOfList = breadcrumbFor(content, '/blog', undefined)
    const first = listHead(content, 1, 3, [], crumbsOfList, false)
    const middle = listHead(content, 2, 3, [], crumbsOfList, false)
    expect(first.title).not.toBe(middle.title)
    expect([first.prev, first.next]).toEqual([undefined, `${site.siteUrl}/blog?page=2`])
    expect([middle.prev, middle.next]).toEqual([`${site.siteUrl}/blog`, `${site.siteUrl}/blog?page=3`])
    expect(middle.canonical).toBe(`${site.siteUrl}/blog?page=2`)
  })
})
