import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminEndpoints } from '../../../admin/server/endpoints.ts'
import { BLOG_CACHE_PATH } from '../../../admin/siteEndpoints.ts'
import { createPostsClient } from '../../../blog/data/client.ts'
import { startOwnTestStack, type TestStack } from '../testStack.ts'

/** The server's cache, image and sanitiser hooks, which this test does not observe. */
const serverHooks = { clearCache: () => {}, warmImages: () => {}, sanitize: (html: string) => html }

// This test moves the gateway's clock. The shared stack's gateway runs in Vitest's main process, out of
// reach of this file's fake timers, so this file starts a stack of its own.
let t: TestStack

beforeAll(async () => {
  t = await startOwnTestStack()
})

afterAll(() => t?.stop())

describe('the blog cache endpoint', () => {
  it('refuses an expired token', async () => {
    const session = (await (await t.signedIn(t.stack.admin)).auth.getSession()).data.session
    const dropCache = () =>
      adminEndpoints({ supabase: createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey }), ...serverHooks }).request(
        BLOG_CACHE_PATH,
        {
          method: 'DELETE',
          headers: { authorization: `Bearer ${session?.access_token}` },
        },
      )
    expect((await dropCache()).status).toBe(204)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 })
    try {
      expect((await dropCache()).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})
