import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, smallTargets, useAdminSite } from '../adminSite'
import { axeViolations } from '../axe'

const site = useAdminSite()
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const PHOTOS = '**/api/admin/trabalhos/fotos'

/** This file's jobs (by title), removed at the end with their photos. */
const titles: string[] = []
afterAll(() => site.sql('delete from public.jobs where title = any($1)', [titles]))

/** A new job's title of this file's own. */
function ownTitle(): string {
  const title = `Cortina de linho ${randomUUID().slice(0, 8)}`
  titles.push(title)
  return title
}

/** A phone photo of one colour, as a file the gallery hands over. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer(),
})

/** Signs in at 390 px on the new job's form. */
async function newJobForm(): Promise<Page> {
  const page = await site.open('/admin/trabalhos/novo', PHONE)
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: 'Novo trabalho' }).waitFor()
  return page
}

/** Fills every required field but the photos' descriptions. */
async function fillJob(page: Page, title: string) {
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Ambiente').selectOption('sala')
  await page.getByLabel('O que foi feito').selectOption('cortina')
  await page.getByLabel('Bairro').selectOption({ index: 1 })
  await page.getByLabel('Mês da entrega').fill('2026-10')
}

type JobRow = { id: string; status: string; quote: string | null; consent_on: string | null; cover: string; deleted: boolean }
const jobRow = async (title: string) =>
  (
    await site.sql<JobRow>(
      `select id, status, quote, consent_on::text, cover_photo_id::text as cover, deleted_at is not null as deleted
       from public.jobs where title = $1`,
      [title],
    )
  )[0]
const photoRows = (title: string) =>
  site.sql<{ id: string; alt: string }>(
    'select p.id::text, p.alt from public.job_photos p join public.jobs j on j.id = p.job_id where j.title = $1 order by p.position',
    [title],
  )

describe('delivered jobs in the admin, at 390 px', () => {
  it('creates a job with photos and the client’s words, publishes it, reorders its photos, deletes it and undoes that', async () => {
    const page = await newJobForm()
    const title = ownTitle()
    await page.getByLabel('Escolher da galeria').setInputFiles([await photo('sala.jpg', '#c8b89a'), await photo('detalhe.jpg', '#6d5a44')])
    await expect.poll(() => page.getByText('Foto enviada.').count(), { timeout: 20_000 }).toBe(2)
    await page.getByLabel('Descrição da foto 1').fill('Cortina de linho cru na sala, do teto ao chão')
    await page.getByLabel('Descrição da foto 2').fill('Detalhe das pregas da cortina de linho')
    await fillJob(page, title)
    await page.getByLabel('O que o cliente disse').fill('Ficou perfeita, a sala ganhou outra luz.')
    await page.getByLabel('Nome como o cliente autorizou').fill('Marina, Moema')
    await page.getByRole('radio', { name: /^Publicado/ }).check()
    expect(await smallTargets(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])

    // Words without the date of the client's written consent are refused, with the focus on that date.
    await page.getByRole('button', { name: 'Salvar e publicar' }).click()
    await page.getByText('Informe a data em que o cliente autorizou por escrito', { exact: false }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date')
    expect(await jobRow(title)).toBeUndefined()

    await page.getByLabel('Data da autorização por escrito').fill('2026-11-02')
    await page.getByRole('button', { name: 'Salvar e publicar' }).click()
    await page.getByText('Trabalho publicado: já aparece no site.').waitFor()
    await page.getByRole('heading', { name: 'Editar trabalho' }).waitFor()
    const stored = await jobRow(title)
    expect(stored).toMatchObject({ status: 'published', quote: 'Ficou perfeita, a sala ganhou outra luz.', consent_on: '2026-11-02' })
    const [first, second] = await photoRows(title)
    expect([first?.alt, second?.alt]).toEqual(['Cortina de linho cru na sala, do teto ao chão', 'Detalhe das pregas da cortina de linho'])
    expect(stored?.cover).toBe(first?.id)

    // The detail goes first and becomes the cover.
    await page.getByRole('button', { name: 'Mover a foto 2 para cima' }).click()
    await page.getByRole('radio', { name: 'Capa do trabalho' }).first().check()
    await page.getByRole('button', { name: 'Salvar e publicar' }).click()
    await page.getByText('Tudo salvo').waitFor()
    expect((await photoRows(title)).map((row) => row.id)).toEqual([second?.id, first?.id])
    expect((await jobRow(title))?.cover).toBe(second?.id)

    await page.getByRole('link', { name: 'Voltar' }).click()
    await page.getByRole('heading', { name: 'Trabalhos entregues' }).waitFor()
    const row = page.getByRole('listitem').filter({ hasText: title })
    await row.getByText('Publicado').waitFor()
    expect(await smallTargets(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Apagar “${title}”` }).click()
    await page.getByText('Trabalho apagado.').waitFor()
    await row.waitFor({ state: 'detached' })
    expect((await jobRow(title))?.deleted).toBe(true)
    await page.getByRole('button', { name: 'Desfazer' }).click()
    await page.getByText(`“${title}” voltou.`).waitFor()
    await row.waitFor()
    expect((await jobRow(title))?.deleted).toBe(false)
    await page.context().close()
  }, 90_000)

  it('keeps a photo the connection dropped and the fields on the device, and offers them back on reopening', async () => {
    const page = await newJobForm()
    const title = ownTitle()
    await page.route(PHOTOS, (route) => route.abort('internetdisconnected'))
    await page.getByLabel('Título').fill(title)
    await page.getByLabel('Escolher da galeria').setInputFiles([await photo('sala.jpg', '#c8b89a')])
    await page.getByText('A conexão caiu. Tentando de novo', { exact: false }).waitFor()

    await page.unroute(PHOTOS)
    await page.reload()
    await page.getByText('Há alterações não salvas deste trabalho, e 1 foto ainda não enviada', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Recuperar alterações' }).click()
    await page.getByRole('link', { name: 'Trabalhos entregues' }).click()
    await page.getByText('ao voltar a este trabalho, você pode recuperá-las', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Continuar editando' }).click()
    await page.getByText('Foto enviada.').waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Título').inputValue()).toBe(title)
    await page.context().close()
  }, 60_000)

  it('shows the server’s own words for a photo it cannot read', async () => {
    const page = await newJobForm()
    const error = 'No iPhone: Ajustes → Câmera → Formatos → Mais Compatível.'
    await page.route(PHOTOS, (route) => route.fulfill({ status: 415, contentType: 'application/json', body: JSON.stringify({ error }) }))
    await page.getByLabel('Escolher da galeria').setInputFiles([await photo('foto.jpg', '#c8b89a')])
    await page.getByRole('alert').filter({ hasText: error }).waitFor()
    await page.context().close()
  })
})
