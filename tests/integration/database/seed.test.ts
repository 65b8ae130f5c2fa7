import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectTestStack, type TestStack } from '../testStack.ts'

interface SeedPost {
  slug: string
  content: string
  read_time: number
  published: boolean
  author: string | null
  meta_title: string | null
  featured_image: string
  featured_image_alt: string | null
  created_at: Date
  updated_at: Date
}

/** The tags the site's sanitiser keeps (docs/spec/specification.md, §5). */
const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p strong em u s ul ol li a img table thead tbody tr th td br span div blockquote code pre'.split(' '),
)

let t: TestStack
let posts: SeedPost[]

beforeAll(async () => {
  t = await connectTestStack()
  posts = await t.sql<SeedPost>('select * from public.posts where slug = any($1) order by created_at', [inject('seedPostSlugs')])
})

afterAll(() => t?.stop())

describe('supabase/seed.sql', () => {
  it('has 14 published posts and 3 drafts', () => {
    expect(posts.filter((post) => post.published)).toHaveLength(14)
    expect(posts.filter((post) => !post.published)).toHaveLength(3)
  })

  it('states a read time of ceil(words / 200) minutes', () => {
    for (const post of posts) {
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length
      expect(words, post.slug).toBeGreaterThanOrEqual(300)
      expect(words, post.slug).toBeLessThanOrEqual(600)
      expect(post.read_time, post.slug).toBe(Math.ceil(words / 200))
    }
  })

  it('uses only tags the sanitiser keeps, and links only to pages that exist', () => {
    const published = new Set(posts.filter((post) => post.published).map((post) => post.slug))
    for (const post of posts) {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1])
      expect(
        tags.filter((tag) => !ALLOWED_TAGS.has(tag ?? '')),
        post.slug,
      ).toEqual([])
      for (const [, href = ''] of post.content.matchAll(/href="([^"]+)"/g)) {
        const blogSlug = href.match(/^\/blog\/(.+)$/)?.[1]
        if (blogSlug) expect(published.has(blogSlug), `${post.slug} → ${href}`).toBe(true)
        else expect(href, post.slug).toMatch(/^\/(contato|portfolio|bairros-atendidos|cortina-para-sala|cortina-para-quarto)$/)
      }
    }
  })

  it('varies authors, SEO fields and dates the way real data does', () => {
    expect(posts.some((post) => !post.author)).toBe(true)
    expect(posts.some((post) => post.meta_title === null)).toBe(true)
    expect(posts.some((post) => post.meta_title !== null)).toBe(true)
    expect(posts.some((post) => post.updated_at > post.created_at)).toBe(true)
    expect(posts.every((post) => post.updated_at >= post.created_at)).toBe(true)
    const first = posts[0]?.created_at.getTime() ?? 0
    const last = posts.at(-1)?.created_at.getTime() ?? 0
    expect(last - first).toBeGreaterThan(365 * 24 * 3600 * 1000)
    expect(posts.every((post) => post.featured_image === `/blog-images/${post.slug}.jpg`)).toBe(true)
  })

  it('describes every cover photo, each in its own words', () => {
    const descriptions = posts.map((post) => post.featured_image_alt?.trim())
    expect(descriptions.every(Boolean)).toBe(true)
    expect(new Set(descriptions).size).toBe(posts.length)
  })
})
