import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../../pages/site'
import { signIn, smallTargets, useAdminSite } from '../adminSite'
import { axeViolations } from '../axe'

const site = useAdminSite()
const { navigation, neighbourhoods } = siteContent()
const [first, second] = neighbourhoods
if (!first || !second) throw new Error('the site should have two neighbourhood pages or more')

/** A week of taps (today last) and the week before, the only rows while this file runs. */
const WEEK = [
  { path: first.path, kind: 'whatsapp', counts: [3, 1, 4, 1, 5, 9, 2] },
  { path: second.path, kind: 'whatsapp', counts: [0, 2, 0, 1, 0, 1, 0] },
  { path: '/', kind: 'phone', counts: [1, 0, 2, 0, 0, 1, 1] },
]
const WEEK_BEFORE = [{ path: first.path, kind: 'whatsapp', total: 20 }]

/** Replaces every count with `rows`: day 0 is today in São Paulo. */
async function storeCounts(rows: { path: string; kind: string; counts: number[] }[]) {
  await site.sql('delete from public.contact_taps')
  for (const { path, kind, counts } of rows)
    await site.sql(
      `insert into public.contact_taps (day, path, kind, count)
       select (now() at time zone 'America/Sao_Paulo')::date - (6 - i)::int, $1, $2, c
       from unnest($3::int[]) with ordinality as t(c, n), lateral (select n - 1 as i) x where c > 0`,
      [path, kind, counts],
    )
}

beforeAll(async () => {
  await storeCounts(WEEK)
  for (const { path, kind, total } of WEEK_BEFORE)
    await site.sql(`insert into public.contact_taps values ((now() at time zone 'America/Sao_Paulo')::date - 8, $1, $2, $3)`, [
      path,
      kind,
      total,
    ])
})
afterAll(() => site.sql('delete from public.contact_taps'))

/** Signs in at `width` and opens 'Contatos' from the menu. */
async function openContacts(width: number): Promise<Page> {
  const page = await site.open('/admin/login', { viewport: { width, height: 900 }, ...(width < 500 && { hasTouch: true, isMobile: true }) })
  await signIn(page, site.stack.admin)
  await page.getByRole('link', { name: 'Contatos' }).click()
  await page.getByRole('heading', { name: 'Cliques no WhatsApp e no telefone' }).waitFor()
  await page.getByRole('status').filter({ hasText: 'Carregando' }).waitFor({ state: 'detached' })
  return page
}

describe('Cliques no WhatsApp e no telefone', () => {
  it('shows the week in ten seconds: totals against the week before, pages by name, a chart with its table', async () => {
    const page = await openContacts(1280)
    expect(new URL(page.url()).pathname).toBe('/admin/contatos')
    expect(await page.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe('true')
    const totals = await page.locator('dl dd').allInnerTexts()
    expect(totals.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      '29 9 a mais que nos 7 dias anteriores (+45%)',
      '5 5 a mais que nos 7 dias anteriores',
    ])
    const ranking = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Página' }) })
    const rows = await ranking
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.firstChild?.textContent)))
    expect(rows).toEqual([
      [first.name, '25', '0'],
      [navigation.homeLabel, '0', '5'],
      [second.name, '4', '0'],
    ])
    const byDay = page.getByRole('table', { name: 'Cliques por dia' })
    expect(await byDay.locator('tbody tr').count()).toBe(7)
    expect(await byDay.locator('tbody tr').last().innerText()).toMatch(/\t2\t1$/)
    expect(await page.locator('figure svg').getAttribute('aria-hidden')).toBe('true')
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: '30 dias' }).click()
    await expect.poll(() => page.getByRole('table', { name: 'Cliques por dia' }).locator('tbody tr').count()).toBe(30)
    expect(await page.getByRole('button', { name: '30 dias' }).getAttribute('aria-pressed')).toBe('true')
    await page.context().close()
  })

  it('fits a 390 px phone: no sideways scroll, every target 44 px or more, no axe violation', async () => {
    const page = await openContacts(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(await smallTargets(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  it('says in plain words when nothing was counted', async () => {
    await storeCounts([])
    const page = await openContacts(390)
    expect(await page.locator('main').innerText()).toContain(
      'Nenhum clique nos botões de WhatsApp ou de telefone nos últimos 7 dias. Quando alguém tocar ou clicar em um deles, a página aparece aqui em até um minuto.',
    )
    expect(await page.locator('figure').count()).toBe(0)
    await page.context().close()
  })
})
