import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

afterAll(() => site.sql('delete from public.publishes'))

const run = 'https://github.com/dona/cortinas/actions/runs/4242'

/** Records a publish as the workflow would (scripts/publish/record.ts), as the database's superuser. */
const recordPublish = (state: string, subject: string, reason: string | null, runId: number) =>
  site.sql(
    `insert into public.publishes (sha, run_id, subject, state, reason, run_url, started_at, finished_at)
     values (repeat('a', 40), $1, $2, $3, $4, $5, now() - interval '30 minutes', case when $3 = 'publicando' then null else now() end)`,
    [runId, subject, state, reason, run],
  )

/** Signs in on a phone, which lands on the list of posts, under the header of which the line is. */
async function openOnPhone(): Promise<Page> {
  const page = await site.open('/admin/login', { viewport: { width: 390, height: 844 } })
  await signIn(page, site.stack.admin)
  return page
}

/** Whether an element shows all of its text inside the phone's width: nothing cut, nothing past the edge. */
const wholeOnScreen = (page: Page, text: RegExp) =>
  page.getByText(text).evaluate((line: HTMLElement) => {
    const box = line.getBoundingClientRect()
    return { cut: line.scrollWidth > line.clientWidth, left: box.left >= 0, right: box.right <= window.innerWidth, title: line.title }
  })

describe('the state of the latest publish, under the header', () => {
  it('says since when her change is live, with her message, whole on a 390 px phone', async () => {
    await site.sql('delete from public.publishes')
    const message = 'Troca o telefone, a frase do rodapé e as fotos da página de cortinas de linho da sala'
    await recordPublish('no-ar', message, null, 4242)
    const page = await openOnPhone()
    const line = new RegExp(`^No ar desde \\d\\d:\\d\\d — “${message}”$`)
    await page.getByText(line).waitFor()
    expect(await wholeOnScreen(page, line)).toEqual({ cut: false, left: true, right: true, title: '' })
    expect((await page.getByText(line).boundingBox())?.height).toBeGreaterThan(40)
    await page.context().close()
  }, 60_000)

  it('gives the reason a publish failed, whole, with the run for the details', async () => {
    const reason = 'Testes falharam: algum teste do site falhou com esta mudança. O site no ar não mudou.'
    await recordPublish('falhou', 'Novo bairro: Moema', reason, 4243)
    const page = await openOnPhone()
    const line = page.getByRole('complementary', { name: 'Estado do site' })
    await line.getByText(`Não publicou: ${reason}`).waitFor()
    expect(await line.evaluate((aside: HTMLElement) => aside.scrollWidth <= aside.clientWidth)).toBe(true)
    const details = line.getByRole('link', { name: 'Ver os detalhes no GitHub' })
    expect(await details.getAttribute('href')).toBe(run)
    await page.context().close()
  }, 60_000)
})
