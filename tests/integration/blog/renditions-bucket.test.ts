import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renditionUrl, type RenditionSpec } from '../../../blog/images/canonical'
import { wideSizes } from '../../../blog/images/variants'
import { createImageEndpoint } from '../../../server/images/endpoint'
import { renderImage, type Encoder } from '../../../server/images/render'
import { RENDITIONS_BUCKET, shelfName, storageShelf } from '../../../server/images/shelf'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

let t: TestStack
let folder: string
let spec: RenditionSpec
let source: Uint8Array

beforeAll(async () => {
  t = await connectTestStack()
  // A photo of this test's own: the site's, with bytes after its end so its renditions are named by no other run.
  folder = mkdtempSync(join(tmpdir(), 'renditions-'))
  source = Buffer.concat([readFileSync('content/public/blog-images/cortina-wave-o-que-e.jpg'), randomBytes(16)])
  const name = `${unique('foto')}.jpg`
  writeFileSync(join(folder, name), source)
  const [smallest] = wideSizes
  if (!smallest) throw new Error('no image sizes')
  spec = { source: { place: 'blog-images', name }, size: smallest, format: 'avif' }
})

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true })
  await t?.stop()
})

/** A server instance's image endpoint on the shared stack, counting its encodes. */
function instance() {
  const encodes: string[] = []
  const encode: Encoder = (bytes, size, format) => (
    encodes.push(`${size.width}x${size.height}.${format}`),
    renderImage(bytes, size, format)
  )
  const shelf = storageShelf({ url: t.stack.url, serviceKey: t.stack.serviceKey })
  const endpoint = createImageEndpoint({ supabaseUrl: t.stack.url, roots: [folder], encode, shelf })
  const get = () => endpoint(new Request(`http://localhost${renditionUrl(spec)}`))
  return { endpoint, encodes, get }
}

describe('renditions kept in the renditions bucket', () => {
  it('are encoded by the first instance that needs one, and served by every other from the bucket without encoding', async () => {
    const first = instance()
    expect((await first.get()).headers.get('content-type')).toBe('image/jpeg')
    await first.endpoint.idle()
    expect(first.encodes).toEqual(['480x270.avif'])
    const made = await first.get()
    const shelf = storageShelf({ url: t.stack.url, serviceKey: t.stack.serviceKey })
    await expect.poll(() => shelf.get(shelfName(source, spec), 'image/avif').then(Boolean), { timeout: 15_000 }).toBe(true)

    const next = instance()
    const answer = await next.get()
    expect(answer.headers.get('content-type')).toBe('image/avif')
    expect(answer.headers.get('etag')).toBe(made.headers.get('etag'))
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(Buffer.from(await made.arrayBuffer()))
    expect(next.encodes).toEqual([])
  })

  it('are made here when storage does not answer, as without a bucket', async () => {
    const encodes: string[] = []
    const encode: Encoder = (bytes, size, format) => (encodes.push(format), renderImage(bytes, size, format))
    const shelf = storageShelf({ url: 'http://127.0.0.1:9', serviceKey: t.stack.serviceKey, logError: () => {} })
    const endpoint = createImageEndpoint({ supabaseUrl: t.stack.url, roots: [folder], encode, shelf })
    const get = () => endpoint(new Request(`http://localhost${renditionUrl({ ...spec, format: 'webp' })}`))
    expect((await get()).headers.get('content-type')).toBe('image/jpeg')
    await endpoint.idle()
    expect((await get()).headers.get('content-type')).toBe('image/webp')
    expect(encodes).toEqual(['webp'])
  })

  it('are read by name by anyone, but an anonymous visitor can neither list nor write the bucket', async () => {
    const name = shelfName(source, spec)
    const [folderName] = name.split('/')
    const listed = await t.anon().storage.from(RENDITIONS_BUCKET).list(folderName)
    expect(listed.data ?? []).toEqual([])
    const written = await t
      .anon()
      .storage.from(RENDITIONS_BUCKET)
      .upload(`${unique('x')}.avif`, Buffer.from('x'), { contentType: 'image/avif' })
    expect(written.error).not.toBeNull()
    const anonymous = await fetch(`${t.stack.url}/storage/v1/object/public/${RENDITIONS_BUCKET}/${name}`)
    expect([anonymous.status, anonymous.headers.get('content-type')]).toEqual([200, 'image/avif'])
  })
})
