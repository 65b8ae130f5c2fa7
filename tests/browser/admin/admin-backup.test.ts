import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

afterAll(() => site.sql('delete from public.backup_runs'))

/** Signs in, which lands on the list of posts, where the note about backups is. */
async function openPosts(): Promise<Page> {
  const page = await site.open('/admin/login')
  await signIn(page, site.stack.admin)
  return page
}

describe('the last backup, on the list of posts', () => {
  it('says when the first copy is made while none was, then when the last one finished, with a button to make one now', async () => {
    await site.sql('delete from public.backup_runs')
    const before = await openPosts()
    await before.getByText('Nenhuma cópia de segurança ainda: a primeira é feita sozinha esta noite, às 3h.').waitFor()
    const now = before.getByRole('link', { name: 'Fazer uma cópia agora' })
    expect(await now.getAttribute('href')).toBe('https://github.com/dona/cortinas/actions/workflows/copia-de-seguranca.yml')
    expect(await now.getAttribute('target')).toBe('_blank')
    await before.getByText(/^Abre o GitHub \(entre na sua conta, se ele pedir\): toque em Run workflow/).waitFor()

    await site.sql(
      `insert into public.backup_runs (finished_at, posts, photos, bytes) values ('2026-11-20T06:17:00Z', 17, 0, 164005), (now(), 17, 0, 164005)`,
    )
    const after = await openPosts()
    const note = after.getByText(/^Última cópia de segurança: \d{1,2} de [a-zç]+ de \d{4} às \d{2}:\d{2}\.$/)
    await note.waitFor()
    expect(await after.getByText('Faz mais de um dia sem cópia').count()).toBe(0)
    await after.getByRole('link', { name: 'Fazer uma cópia agora' }).waitFor()
  }, 60_000)
})
