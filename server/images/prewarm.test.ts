import { describe, expect, it } from 'vitest'
import { renditionsOf, renditionUrl } from '../../blog/images/canonical'
import { createImageEndpoint } from './endpoint'
import { fakeEncoder } from './fakeEncoder'

const newest = '/blog-images/cortina-wave-o-que-e.jpg'
const older = '/blog-images/cortina-para-sala-de-estar.jpg'

function endpointWith(encoder: ReturnType<typeof fakeEncoder>, options: { maxCacheBytes?: number; maxWaiting?: number } = {}) {
  return createImageEndpoint({ supabaseUrl: undefined, roots: ['content/public/blog-images'], encode: encoder.encode, ...options })
}

describe('renditions made ahead of visitors', () => {
  it("makes the newest posts' renditions first, AVIF first, until three quarters of the budget", async () => {
    const encoder = fakeEncoder(100)
    // 15 renditions of 100 bytes fill three quarters of 2000.
    await endpointWith(encoder, { maxCacheBytes: 2000 }).prewarm([newest, null, 'https://elsewhere.example/x.jpg', older])
    expect(encoder.calls).toHaveLength(15)
    expect(encoder.calls.slice(0, 5)).toEqual(['480x270.avif', '800x450.avif', '1200x675.avif', '1600x900.avif', '1200x630.jpeg'])
    expect(encoder.calls.slice(13)).toEqual(['480x270.avif', '800x450.avif'])
  })

  it('does not make a rendition twice, and skips an image that is missing', async () => {
    const encoder = fakeEncoder()
    const endpoint = endpointWith(encoder)
    await endpoint.prewarm(['/blog-images/nao-existe.jpg', newest])
    await endpoint.prewarm([newest])
    expect(encoder.calls).toHaveLength(renditionsOf({ place: 'blog-images', name: 'cortina-wave-o-que-e.jpg' }).length)
  })

  it('takes one place in the queue at a time, leaving the others to visitors', async () => {
    const encoder = fakeEncoder()
    encoder.hold()
    const endpoint = endpointWith(encoder, { maxWaiting: 1 })
    const started = encoder.nextCall()
    const run = endpoint.prewarm([newest])
    await started
    expect(endpoint.stats()).toMatchObject({ running: 1, waiting: 0 })
    const visitor = renditionUrl({
      source: { place: 'blog-images', name: 'cortina-para-sala-de-estar.jpg' },
      size: { width: 800, height: 450 },
      format: 'avif',
    })
    expect((await endpoint(new Request(`http://localhost${visitor}`))).status).toBe(200)
    encoder.release()
    await run
    await endpoint.idle()
    expect(encoder.calls).toHaveLength(14)
  })

  it('runs one prewarm at a time; a call meanwhile is done next', async () => {
    const encoder = fakeEncoder()
    encoder.hold()
    const endpoint = endpointWith(encoder)
    const started = encoder.nextCall()
    const first = endpoint.prewarm([newest])
    await started
    expect(endpoint.prewarm([older])).toBe(first)
    encoder.release()
    await first
    expect(encoder.calls).toHaveLength(26)
  })
})
