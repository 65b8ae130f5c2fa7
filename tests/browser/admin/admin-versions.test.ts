import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end: the blog tests that follow read the newest published posts. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

const SHOTS = '/work/wt/shots/owner-polish'

describe('the saved versions of a post', () => {
  it('say what each save changed against the one before', async () => {
    const post = await site.createDraft()
    created.push(post.id)
    const page = await site.open(`/admin/blog/${post.id}`)
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Editar post' }).waitFor()

    await page.getByLabel('Título', { exact: true }).fill('Cortinas de linho para a sala')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Tudo salvo').waitFor()

    await page.getByLabel('Subtítulo').fill('Como escolher o tecido')
    const text = page.getByRole('textbox', { name: 'Conteúdo' })
    await text.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' O linho deixa a luz entrar.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Tudo salvo').waitFor()

    const region = page.getByRole('region', { name: 'Versões salvas' })
    const versions = region.getByRole('listitem')
    await expect.poll(() => versions.count()).toBe(3)
    expect(await versions.nth(0).innerText()).toContain('Mudou: subtítulo e texto.')
    expect(await versions.nth(1).innerText()).toContain('Mudou: título.')
    expect(await versions.nth(2).innerText()).toContain('Primeira versão guardada.')
    expect(await versions.nth(0).innerText()).toMatch(/^\d+ de \p{L}+ de \d{4} às \d\d:\d\d · /u)

    await versions
      .nth(1)
      .getByRole('button', { name: /^Ver a versão de / })
      .click()
    const dialog = page.getByRole('dialog', { name: /^Versão de \d+ de/ })
    await dialog.getByText(`Salva por ${site.stack.admin.email}. Mudou: título.`).waitFor()
    await dialog.getByRole('button', { name: 'Fechar' }).click()

    await region.screenshot({ path: `${SHOTS}/versions-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await region.screenshot({ path: `${SHOTS}/versions-390.png` })
    await page.context().close()
  }, 60_000)
})
