import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { serve, type Server } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renditionsOf, renditionUrl, type ImageSource } from '../../../blog/images/canonical.ts'
import { createImageEndpoint, type ImageEndpoint } from '../../../server/images/endpoint.ts'
import { renderImage, type Encoder } from '../../../server/images/render.ts'
import { MEDIA_PATH, isShareRendition } from '../../../blog/images/variants.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

/** Thirteen real encodes, one at a time, on a machine other tests share. */
const BURST_TIMEOUT_MS = 180_000

let t: TestStack
let server: Server
let staticDir: string
let upload: ImageSource
let objectUrl: string
/** The endpoint the server's media route uses; each test puts a fresh one in. */
let endpoint: ImageEndpoint

/** A GET sent exactly as written (fetch() would normalise the path and drop a fragment). */
function get(path: string): Promise<{ status: number; type: string; cacheControl: string; body: Buffer }> {
  const { hostname, port } = new URL(server.url ?? '')
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          cacheControl: response.headers['cache-control'] ?? '',
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

/** sharp, counted, with a promise of the first encode. */
function countingEncoder() {
  let started = () => undefined as void
  const counter = { encodes: 0, firstStarted: new Promise<void>((resolve) => (started = resolve)) }
  const encode: Encoder = (...args) => {
    counter.encodes++
    started()
    return renderImage(...args)
  }
  return { counter, encode }
}

beforeAll(async () => {
  t = await connectTestStack()
  const admin = await t.signedIn(t.stack.admin)
  upload = { place: 'post-images', name: `${unique('burst')}/sala.jpg` }
  const photo = await readFile('content/public/blog-images/cortina-para-sala-de-estar.jpg')
  const { error } = await admin.storage.from('post-images').upload(upload.name, photo, { contentType: 'image/jpeg' })
  if (error) throw error
  objectUrl = `${t.stack.url}/storage/v1/object/public/post-images/${upload.name}`
  staticDir = await mkdtemp(join(tmpdir(), 'image-burst-'))
  await writeFile(join(staticDir, 'pagina.html'), '<!doctype html><title>Página estática</title>')
  const app = new Hono()
  app.get(MEDIA_PATH, (c) => endpoint(c.req.raw))
  server = serve({ fetch: app.fetch, middleware: [staticMiddleware({ dir: staticDir })], hostname: '127.0.0.1', port: 0, silent: true })
  await server.ready()
})

afterAll(async () => {
  await server?.close(true)
  if (staticDir) await rm(staticDir, { recursive: true })
  await t?.stop()
})

describe('a burst of image requests', () => {
  it(
    'costs one encode per canonical rendition, whatever the spellings',
    async () => {
      const { counter, encode } = countingEncoder()
      endpoint = createImageEndpoint({ supabaseUrl: t.stack.url, encode })
      const canonical = renditionsOf(upload).map(renditionUrl)
      const avif800 = renditionUrl({ source: upload, size: { width: 800, height: 450 }, format: 'avif' })
      const legacy = (src: string) => `${MEDIA_PATH}?src=${src}&w=800&h=450&f=avif`
      const spellings = [
        `${avif800}?`,
        `${avif800}#`,
        `${avif800}&`,
        `${avif800}&utm_source=x`,
        avif800.replace('post-images/', 'post-images/./'),
        avif800.replace('sala.jpg', '%73ala.jpg'),
        avif800.replace('post-images/', 'post-images%2F'),
        avif800.replace('post-images/', 'post-images//'),
        avif800.replace('sala.jpg', 'SALA.jpg'),
        avif800.replace('w=800', 'w=0800'),
        avif800.replace('f=avif', 'f=AVIF'),
        avif800.replace(/\?(src=[^&]+)&(.*)$/, '?$2&$1'),
        legacy(encodeURIComponent(objectUrl)),
        legacy(objectUrl.replace('http://', 'HTTP://')),
        legacy(encodeURIComponent(`${objectUrl}?`)),
        legacy(encodeURIComponent(`${objectUrl}#`)),
      ]
      expect(spellings).toHaveLength(16)
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all([...spellings, ...canonical].map(get))
        expect(answers.slice(0, spellings.length).map((answer) => answer.status)).toEqual(spellings.map(() => 400))
        for (const answer of answers.slice(spellings.length)) {
          expect(answer.status).toBe(200)
          expect(answer.type).toMatch(/^image\//)
        }
        await endpoint.idle()
      }
      expect(counter.encodes).toBe(canonical.length)
      const made = await get(avif800)
      expect([made.type, made.cacheControl]).toEqual(['image/avif', expect.stringMatching(/^public, max-age=\d+/)])
      const meta = await sharp(made.body).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['heif', 800, 450])
    },
    BURST_TIMEOUT_MS,
  )

  it(
    'leaves a static page answering while the encodes run',
    async () => {
      const { counter, encode } = countingEncoder()
      endpoint = createImageEndpoint({ supabaseUrl: t.stack.url, encode })
      // The share rendition is awaited by design (server/images/endpoint.test.ts); every other one is not.
      const visitorSizes = renditionsOf(upload).filter((spec) => !isShareRendition(spec.size, spec.format))
      const first = await Promise.all(visitorSizes.map((spec) => get(renditionUrl(spec))))
      // Nobody waited for an encode: each got the original image, not to be kept.
      expect(new Set(first.map((answer) => `${answer.status} ${answer.type} ${answer.cacheControl}`))).toEqual(
        new Set(['200 image/jpeg no-store']),
      )
      await counter.firstStarted
      const page = await get('/pagina.html')
      expect([page.status, page.body.toString()]).toEqual([200, expect.stringContaining('Página estática')])
      const { running, waiting } = endpoint.stats()
      expect(running + waiting).toBeGreaterThan(0)
      await endpoint.idle()
      expect(counter.encodes).toBe(first.length)
    },
    BURST_TIMEOUT_MS,
  )

  it('answers 404 for an object the bucket does not have, and encodes nothing', async () => {
    const { counter, encode } = countingEncoder()
    endpoint = createImageEndpoint({ supabaseUrl: t.stack.url, encode })
    const missing = renditionUrl({
      source: { ...upload, name: `${unique('burst')}/nao-existe.jpg` },
      size: { width: 800, height: 450 },
      format: 'webp',
    })
    expect((await get(missing)).status).toBe(404)
    await endpoint.idle()
    expect((await get(missing)).status).toBe(404)
    expect(counter.encodes).toBe(0)
  })
})
