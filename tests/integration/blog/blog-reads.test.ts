import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRowSchema, postSummarySchema } from '../../../blog/data/schema.ts'
import { insertPost, insertPosts, stackReader, type OwnPosts } from '../blogFixture.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let posts: OwnPosts

beforeAll(async () => {
  t = await connectTestStack()
  posts = await insertPosts(t, { published: 14, drafts: 2 })
})

afterAll(() => t?.stop())

describe('blog reads against the local stack', () => {
  it('reads page 1: 9 published posts, newest first, with the exact count and no body', async () => {
    const { posts: page, total } = await stackReader(t, posts.prefix).page(1)
    expect(total).toBe(14)
    expect(page.map((post) => post.slug)).toEqual(posts.published.slice(0, 9))
    for (const post of page) {
      expect(postSummarySchema.parse(post)).toEqual(post)
      expect(post).not.toHaveProperty('content')
    }
  })

  it('reads the last, partial page from a database-side range', async () => {
    const { posts: page, total } = await stackReader(t, posts.prefix).page(2)
    expect(total).toBe(14)
    expect(page.map((post) => post.slug)).toEqual(posts.published.slice(9))
  })

  it("turns PostgREST's 416 (PGRST103) past the end into an empty page that still knows the count", async () => {
    expect(await stackReader(t, posts.prefix).page(3)).toEqual({ posts: [], total: 14 })
    expect(await stackReader(t, posts.prefix).page(1_000_000)).toEqual({ posts: [], total: 14 })
  })

  it('reads a published post with every column, validated', async () => {
    const slug = await insertPost(t, unique('medir'), {
      read_time: 3,
      author: 'Marina (autora do teste)',
      content: '<h2>Do que você vai precisar</h2><p>Uma trena.</p>',
    })
    const post = await stackReader(t, slug).post(slug)
    expect(post && postRowSchema.parse(post)).toEqual(post)
    expect(post).toMatchObject({ slug, published: true, read_time: 3, author: 'Marina (autora do teste)' })
    expect(post?.content).toContain('<h2>')
  })

  it('finds no post for a draft or an unknown slug', async () => {
    const reader = stackReader(t, posts.prefix)
    expect(await reader.post(posts.drafts[0] ?? '')).toBeNull()
    expect(await reader.post(`${posts.prefix}-nao-existe`)).toBeNull()
  })

  it('lists every published post without bodies for the sitemap and the feed', async () => {
    const index = await stackReader(t, posts.prefix).index()
    expect(index.map((post) => post.slug)).toEqual(posts.published)
    expect(index[0]).not.toHaveProperty('content')
  })

  it('refuses a row that breaks the schema instead of showing it', async () => {
    const slug = await insertPost(t, unique('quebrado'), { created_at: 'infinity', published_at: '2025-06-01T12:00:00Z' })
    try {
      await expect(stackReader(t, slug).page(1)).rejects.toThrow(/invalid post row/)
    } finally {
      // Other files read the same database; a row no reader can parse must not outlive the test.
      await t.sql('delete from public.posts where slug = $1', [slug])
    }
  })
})
