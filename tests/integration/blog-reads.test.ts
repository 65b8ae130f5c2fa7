import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRowSchema, postSummarySchema } from '../../engine/blog/schema.ts'
import { publishedSlugs, stackReader } from './blogFixture.ts'
import { startTestStack, type TestStack } from './testStack.ts'

let t: TestStack
let slugs: string[]
let draft: string

beforeAll(async () => {
  t = await startTestStack()
  slugs = await publishedSlugs(t)
  draft = (await t.sql<{ slug: string }>('select slug from public.posts where not published limit 1'))[0]?.slug ?? ''
})

afterAll(() => t?.stop())

describe('blog reads against the local stack', () => {
  it('reads page 1: 9 published posts, newest first, with the exact count and no body', async () => {
    const { posts, total } = await stackReader(t).page(1)
    expect(total).toBe(14)
    expect(posts.map((post) => post.slug)).toEqual(slugs.slice(0, 9))
    for (const post of posts) {
      expect(postSummarySchema.parse(post)).toEqual(post)
      expect(post).not.toHaveProperty('content')
    }
  })

  it('reads the last, partial page from a database-side range', async () => {
    const { posts, total } = await stackReader(t).page(2)
    expect(total).toBe(14)
    expect(posts.map((post) => post.slug)).toEqual(slugs.slice(9))
  })

  it('turns PostgREST\'s 416 (PGRST103) past the end into an empty page that still knows the count', async () => {
    expect(await stackReader(t).page(3)).toEqual({ posts: [], total: 14 })
    expect(await stackReader(t).page(1_000_000)).toEqual({ posts: [], total: 14 })
  })

  it('reads a published post with every column, validated', async () => {
    const post = await stackReader(t).post('como-medir-janela-para-cortina')
    expect(post && postRowSchema.parse(post)).toEqual(post)
    expect(post).toMatchObject({ slug: 'como-medir-janela-para-cortina', published: true, read_time: 3, author: 'Helena' })
    expect(post?.content).toContain('<h2>')
  })

  it('finds no post for a draft or an unknown slug', async () => {
    expect(await stackReader(t).post(draft)).toBeNull()
    expect(await stackReader(t).post('nao-existe')).toBeNull()
  })

  it('lists every published post without bodies for the sitemap and the feed', async () => {
    const index = await stackReader(t).index()
    expect(index.map((post) => post.slug)).toEqual(slugs)
  })

  it('refuses a row that breaks the schema instead of showing it', async () => {
    const [original] = await t.sql<{ created_at: Date }>('select created_at from public.posts where slug = $1', [slugs[0]])
    await t.sql("update public.posts set created_at = 'infinity' where slug = $1", [slugs[0]])
    try {
      await expect(stackReader(t).page(1)).rejects.toThrow(/invalid post row/)
    } finally {
      await t.sql('update public.posts set created_at = $2 where slug = $1', [slugs[0], original?.created_at])
    }
  })
})
