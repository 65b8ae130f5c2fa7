import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { hasGps, leftovers, phonePhoto } from '../../support/phonePhoto.ts'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
/** Pages show a saved job within the freshness stamp's interval (seconds) and a render. */
const VISIBLE = { timeout: 20_000, interval: 250 }

const id = randomUUID().slice(0, 8)
const title = `Cortina de voil ${id}`
const words = `A sala ficou clara e aconchegante, obrigada ${id}!`
const client = `Cliente ${id}, do bairro`
afterAll(() => site.sql('delete from public.jobs where title = $1', [title]))

/** Signs in as the admin at 390 px and publishes this file's job, with a phone photo carrying GPS and the client's words. */
async function publishInAdmin(): Promise<void> {
  const page = await site.open('/admin/trabalhos/novo', PHONE)
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: 'Novo trabalho' }).waitFor()
  await page.getByLabel('Escolher da galeria').setInputFiles([{ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() }])
  await page.getByText('Foto enviada.').waitFor({ timeout: 20_000 })
  await page.getByLabel('Descrição da foto 1').fill('Cortina de voil branco na janela da sala')
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Ambiente').selectOption({ index: 1 })
  await page.getByLabel('O que foi feito').selectOption({ index: 1 })
  await page.getByLabel('Bairro').selectOption({ index: 1 })
  await page.getByLabel('Mês da entrega').fill('2026-10')
  await page.getByLabel('O que o cliente disse').fill(words)
  await page.getByLabel('Nome como o cliente autorizou').fill(client)
  await page.getByLabel('Data da autorização por escrito').fill('2026-11-02')
  await page.getByRole('radio', { name: /^Publicado/ }).check()
  await page.getByRole('button', { name: 'Salvar e publicar' }).click()
  await page.getByText('Trabalho publicado: já aparece no site.').waitFor()
  await page.context().close()
}

/** Opens `path` again until `shown` finds this file's job there, as a visitor reloading would. */
async function waitFor(page: Page, path: string, shown: (page: Page) => Promise<number>): Promise<void> {
  await expect
    .poll(async () => {
      await page.goto(`${site.url}${path}`)
      return shown(page)
    }, VISIBLE)
    .toBeGreaterThan(0)
}

/** Fetches a served photo and gives what metadata it still carries. */
async function metadataOf(url: string) {
  const response = await fetch(new URL(url, site.url))
  expect(response.status, url).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { gps: hasGps((await sharp(bytes).metadata()).exif), ...(await leftovers(bytes)) }
}

describe('a delivered job added in the admin from a phone', () => {
  it('shows to visitors without JavaScript on the portfolio, its neighbourhood, its own page and the home carousel, with no GPS in its photos', async () => {
    await publishInAdmin()
    const page = await site.open('/', { ...PHONE, javaScriptEnabled: false })
    const link = () => page.getByRole('link', { name: title, exact: true })

    await waitFor(page, '/portfolio', () => link().count())
    const own = await link().first().getAttribute('href')
    expect(own).toMatch(/^\/portfolio\/[a-z0-9-]+$/)

    await page.goto(`${site.url}${own}`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.locator('blockquote').filter({ hasText: words }).waitFor()
    await page.getByText(client, { exact: true }).waitFor()
    const photos = page.locator('picture').filter({ has: page.locator('img[src^="/media/trabalhos/"]') })
    // The fallback JPEG and the first AVIF and WebP candidates: every format the page offers.
    const sources = await photos.first().locator('source').all()
    const srcsets = await Promise.all(sources.map((source) => source.getAttribute('srcset')))
    const served = [await photos.first().locator('img').getAttribute('src'), ...srcsets.map((set) => set?.split(' ')[0])].filter(
      (url): url is string => Boolean(url),
    )
    expect(served.length).toBeGreaterThanOrEqual(3)
    for (const url of served)
      expect(await metadataOf(url), url).toEqual({
        gps: false,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      })

    // Its page links to its neighbourhood's page, which lists the job.
    const neighbourhood = await page.locator('article a[href^="/"]:not([href="/portfolio"])').first().getAttribute('href')
    expect(neighbourhood).toMatch(/^\/[a-z0-9-]+$/)
    await waitFor(page, neighbourhood ?? '/', () => link().count())

    // The home page's testimonials carry the client's words, with a link to the job.
    await waitFor(page, '/', () =>
      page.locator('section[aria-label] figure').filter({ hasText: words }).filter({ hasText: client }).count(),
    )
    const testimonial = page.locator('section[aria-label] figure').filter({ hasText: words })
    expect(await testimonial.locator('blockquote').textContent()).toBe(words)
    expect(await testimonial.locator('figcaption a').getAttribute('href')).toBe(own)
    await page.context().close()
  }, 120_000)
})
