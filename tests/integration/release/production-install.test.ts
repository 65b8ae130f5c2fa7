import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../../../stack/index.ts'
import { contentPagePaths, sampleNeighbourhood } from '../../contentSamples.ts'
import { SLOT_ATTRIBUTE } from '../../../engine/jobs/slots.tsx'
import { IMMUTABLE, REVALIDATED } from '../../../server/http/staticFiles.ts'
import { cloneInstalled, sh } from './installedProject.ts'
import { run, type Run } from '../stack-project.ts'

/**
 * The README's production path, in a private clone: build, `npm prune --omit=dev`, then `node
 * dist/server/index.mjs` against the shared stack. A runtime package kept in devDependencies is gone after
 * the prune, and the server or one of its routes fails here. `NODE_BINARY=/path/to/node` runs the build, npm
 * and the server on that Node instead of this one, for the other versions `engines` in package.json names.
 */
let dir: string
let build: string
let server: Run
let base: string
const post = () => inject('seedPostSlugs')[0]
const node = process.env.NODE_BINARY ?? process.execPath
const onNode = { PATH: `${dirname(node)}:${process.env.PATH ?? ''}` }

/** What `npm run build` prints when all is well: headlines, progress, the files it wrote, the pre-rendered pages. */
const reportLine = /^(|> .+|vi(te|ke) v\S+ .+\.\.\.|transforming\.\.\.|rendering chunks\.\.\.|computing gzip size\.\.\.|✓ .+|dist\/\S+.*)$/

beforeAll(async () => {
  dir = await cloneInstalled()
  build = await sh(dir, 'npm', ['run', 'build'], 400_000, onNode)
  await sh(dir, 'npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], 120_000, onNode)
  const port = await freePort()
  const { url, anonKey } = inject('stack')
  server = run(
    dir,
    ['dist/server/index.mjs'],
    { PORT: String(port), NODE_ENV: 'production', TEST: '', SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey },
    node,
  )
  await server.waitFor('Listening on')
  base = `http://localhost:${port}`
}, 600_000)

afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exit
  if (dir) await rm(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(base + path, {
    method,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })

describe('the production install (build, npm prune --omit=dev, node dist/server/index.mjs)', () => {
  it('builds on the Node it was given, and prints no warning', async () => {
    const version = (file: string) => sh(dir, file, ['--version'], 10_000, onNode)
    expect(await version('node')).toBe(await version(node))
    const lines = stripVTControlCharacters(build).split('\n')
    expect(lines.filter((line) => !reportLine.test(line))).toEqual([])
  })

  it('has no development package left', () => {
    for (const tool of ['vitest', 'typescript', 'playwright-core', 'lighthouse', 'autocannon'])
      expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false)
    expect(existsSync(join(dir, 'node_modules', 'vike'))).toBe(true)
  })

  it.each([...contentPagePaths(), sampleNeighbourhood().path])(
    'serves the prerendered page %s compressed (as built, or with its job slots filled), with a strong validator and a 304',
    async (path) => {
      const page = await get(path)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(page.headers.get('content-encoding')).toBe('br')
      expect(page.headers.get('vary')).toBe('Accept-Encoding')
      expect(page.headers.get('cache-control')).toBe(REVALIDATED)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
      const built = await readFile(join(dir, 'dist/client', file), 'utf8')
      // A page with job slots is answered spliced while another file has a job published on the shared stack.
      const slotted = built.includes(SLOT_ATTRIBUTE)
      const body = await page.text()
      if (slotted) expect(body).toContain(SLOT_ATTRIBUTE)
      else expect(body).toBe(built)
      const etag = page.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304)
      const gzip = await get(path, { 'accept-encoding': 'gzip' }, 'HEAD')
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      if (!slotted) expect(Number(gzip.headers.get('content-length'))).toBe((await readFile(join(dir, 'dist/client', `${file}.gz`))).length)
    },
  )

  it('serves a hashed asset in brotli and gzip, immutable for a year', async () => {
    const entries = await readdir(join(dir, 'dist/client/assets/entries'))
    const script = entries.find((name) => name.endsWith('.js') && entries.includes(`${name}.br`) && entries.includes(`${name}.gz`))
    expect(script).toBeDefined()
    const source = await readFile(join(dir, 'dist/client/assets/entries', script ?? ''), 'utf8')
    for (const encoding of ['br', 'gzip']) {
      const asset = await get(`/assets/entries/${script}`, { 'accept-encoding': encoding })
      expect(asset.status).toBe(200)
      expect(asset.headers.get('content-encoding')).toBe(encoding)
      expect(asset.headers.get('cache-control')).toBe(IMMUTABLE)
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await asset.text()).toBe(source)
    }
  })

  it('renders the blog, a post, the admin and the crawler files from the database', async () => {
    const pages = [
      ['/blog', 'text/html'],
      [`/blog/${post()}`, 'text/html'],
      ['/admin/login', 'text/html'],
      ['/sitemap.xml', 'application/xml'],
      ['/sitemap-pages.xml', 'application/xml'],
      ['/sitemap-blog.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
      ['/blog/rss.xml', 'application/rss+xml'],
    ] as const
    for (const [path, type] of pages) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('content-type'), path).toContain(type)
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect((await answer.text()).length, path).toBeGreaterThan(20)
    }
    expect(await (await get('/sitemap-blog.xml')).text()).toContain(`/blog/${post()}`)
  })

  it('answers an unknown path with the 404 page, and a write to a page with 405', async () => {
    const missing = await get('/cortinas-em-lugar-nenhum')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Página não encontrada')
    expect((await get(sampleNeighbourhood().path, {}, 'POST')).status).toBe(405)
  })
})
