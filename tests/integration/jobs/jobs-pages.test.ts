import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOB_PHOTOS_PATH } from '../../../engine/jobs/photos.ts'
import { SHARE_MAX_BYTES } from '../../../engine/media/shareSize.ts'
import { siteContent } from '../../../pages/site'
import { prepareJobPhoto } from '../../../server/images/jobPhoto.ts'
import { insertPublishedJob, uploadJobRenditions } from '../../support/jobs.ts'
import { phonePhoto } from '../../support/phonePhoto.ts'
import { type ProductionServer, startProductionServer } from '../../support/server.ts'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

// Two production servers (the build in dist/) on the shared stack, as two instances. A job saved in the database
// shows on both within the stamp's interval (3 s) and a render, well inside the minute.
const VISIBLE_MS = 10_000

let t: TestStack
let servers: ProductionServer[] = []
const slugs: string[] = []

beforeAll(async () => {
  t = await connectTestStack()
  const env = { SUPABASE_URL: t.stack.url, SUPABASE_ANON_KEY: t.stack.anonKey }
  servers = await Promise.all([startProductionServer(env), startProductionServer(env)])
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  if (slugs.length) await t?.sql(`delete from public.jobs where slug = any($1)`, [slugs])
  await t?.stop()
})

/** The HTML a visitor without JavaScript (or a crawler) gets. */
const html = (server: { url: string }, path: string) => fetch(`${server.url}${path}`).then((response) => response.text())

describe('a job published in the database', () => {
  const [neighbourhood] = siteContent().neighbourhoods
  const slug = unique('trabalho')
  const quote = { text: `Ficou do jeito que sonhei, obrigada ${slug.slice(-8)}!`, name: 'Cliente do teste, Bairro' }

  it(
    'shows on the portfolio, its neighbourhood page, its own page, the home carousel and the sitemap of every server',
    { timeout: 60_000 },
    async () => {
      if (!neighbourhood) throw new Error('the site has no neighbourhood page')
      slugs.push(slug)
      const saved = Date.now()
      const job = await insertPublishedJob(t.sql, { slug, neighbourhood: neighbourhood.slug, quote })
      const link = `href="/portfolio/${slug}"`
      await Promise.all(
        servers.map((server) => expect.poll(() => html(server, '/portfolio'), { timeout: VISIBLE_MS, interval: 200 }).toContain(link)),
      )
      console.log(`[jobs] visible on both servers ${Date.now() - saved} ms after saving`)
      for (const server of servers) {
        expect(await html(server, neighbourhood.path)).toContain(link)
        const home = await html(server, '/')
        expect(home).toContain(link)
        expect(home).toContain(quote.text)
        const own = await fetch(`${server.url}/portfolio/${slug}`)
        expect(own.status).toBe(200)
        const page = await own.text()
        expect(page).toContain(`<h1`)
        expect(page).toContain(job.title)
        expect(page).toContain(quote.text)
        expect(page).toContain(`href="${neighbourhood.path}"`)
        expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/media/trabalhos/${job.photoId}/share\\.jpg"`))
        expect(page).toContain('"@type":"CreativeWork"')
        await expect
          .poll(() => html(server, '/sitemap-blog.xml'), { timeout: VISIBLE_MS, interval: 200 })
          .toContain(`/portfolio/${slug}</loc>`)
      }
    },
  )

  it('answers 404 for a job that is not published, without a render', async () => {
    const response = await fetch(`${servers[0]?.url}/portfolio/${unique('nenhum')}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store, max-age=0')
  })

  it('leaves the page once the job is unpublished', { timeout: 30_000 }, async () => {
    await t.sql(`update public.jobs set status = 'draft' where slug = $1`, [slug])
    await expect
      .poll(() => html(servers[1] ?? { url: '' }, '/portfolio'), { timeout: VISIBLE_MS, interval: 200 })
      .not.toContain(`/portfolio/${slug}"`)
    await expect.poll(async () => (await fetch(`${servers[1]?.url}/portfolio/${slug}`)).status, { timeout: VISIBLE_MS }).toBe(404)
  })
})

describe("a job's share card", () => {
  const [neighbourhood] = siteContent().neighbourhoods
  /** What a response says besides its size and time: the same for every file of a photo. */
  const headers = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'content-length'))

  it(
    "is the page's og:image and twitter:image: a 1200×630 JPEG under WhatsApp's 300 KB, served like the renditions",
    { timeout: 60_000 },
    async () => {
      const server = servers[0]
      if (!neighbourhood || !server) throw new Error('no neighbourhood page or no server')
      const slug = unique('trabalho')
      slugs.push(slug)
      const job = await insertPublishedJob(t.sql, { slug, neighbourhood: neighbourhood.slug })
      const { original } = await prepareJobPhoto(await phonePhoto({ width: 2400, height: 1600 }), 'image/jpeg')
      await uploadJobRenditions(t.stack, job.photoId, original.body)
      await expect.poll(async () => (await fetch(`${server.url}/portfolio/${slug}`)).status, { timeout: VISIBLE_MS }).toBe(200)
      const page = await html(server, `/portfolio/${slug}`)
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1]
      const image = meta('og:image') ?? ''
      expect(image).toMatch(new RegExp(`/media/trabalhos/${job.photoId}/share\\.jpg$`))
      expect(meta('twitter:image')).toBe(image)
      expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual(['image/jpeg', '1200', '630'])
      expect(meta('og:image:alt')).toBe(`Sala com a ${job.title.toLowerCase()} fechada`)

      const card = await fetch(`${server.url}${new URL(image).pathname}`)
      expect(card.status).toBe(200)
      const bytes = Buffer.from(await card.arrayBuffer())
      expect(bytes.byteLength).toBeLessThan(SHARE_MAX_BYTES)
      const { format, width, height } = await sharp(bytes).metadata()
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 })
      const rendition = await fetch(`${server.url}${JOB_PHOTOS_PATH}${job.photoId}/1600.jpg`)
      expect(rendition.status).toBe(200)
      expect(headers(card)).toEqual(headers(rendition))
    },
  )
})
