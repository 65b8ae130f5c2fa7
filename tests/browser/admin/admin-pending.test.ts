import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'
import { axeViolations } from '../axe'

const site = useAdminSite()

/** This file's posts, removed at the end: the blog tests that follow read the newest published posts. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

const SHOTS = '/work/wt/shots/s26'

/** A published post of this file's own, dated long ago so it sits at the end of the blog. */
async function publishedPost() {
  const draft = await site.createDraft()
  created.push(draft.id)
  await site.sql("update public.posts set published = true, published_at = '2020-01-01T12:00:00Z' where id = $1", [draft.id])
  return draft
}

const publicPost = async (slug: string) => (await fetch(`${site.url}/blog/${slug}`)).text()
const pendingRows = (id: string) => site.sql('select title from public.post_pending_changes where post_id = $1', [id])

/** Signs in on the post's editor. */
async function openEditor(id: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.open(`/admin/blog/${id}`, { viewport })
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: 'Editar post' }).waitFor()
  return page
}

describe('changes to a published post', () => {
  it('are saved without publishing, previewed, shown on the blog only once published, and marked in the list', async () => {
    const post = await publishedPost()
    const newTitle = `Título ainda não publicado ${post.id}`
    const page = await openEditor(post.id)
    expect(await page.getByRole('button', { name: 'Salvar', exact: true }).count()).toBe(0)
    await page.getByLabel('Título', { exact: true }).fill(newTitle)
    const preview = page.getByRole('article', { name: 'Pré-visualização das alterações não publicadas' })
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).innerText()).toBe(newTitle)
    await page.getByRole('button', { name: 'Salvar sem publicar' }).click()
    await page.getByText('Alterações salvas sem publicar: o blog continua mostrando a versão publicada.').waitFor()
    expect(await pendingRows(post.id)).toEqual([{ title: newTitle }])
    // The public page is rendered for the first time only now (once the server has seen, within seconds, that the
    // post was published), so it comes from the database, not an older copy.
    await expect.poll(() => publicPost(post.slug), { timeout: 15_000 }).toContain(post.title)
    expect(await publicPost(post.slug)).not.toContain(newTitle)

    await page.reload()
    await page.getByText(/^Este post tem alterações ainda não publicadas, salvas em /).waitFor()
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe(newTitle)
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).innerText()).toBe(newTitle)
    const versions = page.getByRole('region', { name: 'Versões salvas' }).getByRole('listitem')
    await expect.poll(() => versions.nth(0).innerText()).toContain('(alterações não publicadas)')
    expect(await versions.nth(1).innerText()).toContain('(versão no blog)')
    await page.screenshot({ path: `${SHOTS}/pending-editor-1280.png`, fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const item = page.getByRole('listitem').filter({ hasText: post.title })
    await expect.poll(() => item.innerText()).toContain('Alterações não publicadas')
    expect(await axeViolations(page)).toEqual([])
    await item.screenshot({ path: `${SHOTS}/pending-list-1280.png` })
    await item.getByRole('link', { name: `Editar “${post.title}”` }).click()
    await page.getByRole('button', { name: 'Publicar alterações' }).click()
    await page.getByText('Alterações publicadas: o blog já mostra a nova versão.').waitFor()
    expect(await pendingRows(post.id)).toEqual([])
    expect(await publicPost(post.slug)).toContain(newTitle)
    expect(await page.getByText(/^Este post tem alterações ainda não publicadas/).count()).toBe(0)
    await page.context().close()
  }, 60_000)

  it('are discarded, after a question, back to the version on the blog', async () => {
    const post = await publishedPost()
    const page = await openEditor(post.id, { width: 390, height: 844 })
    const subtitle = page.getByLabel('Subtítulo')
    await subtitle.fill('Um subtítulo que não vai ficar')
    await page.getByRole('button', { name: 'Salvar sem publicar' }).click()
    await page.getByText('Alterações salvas sem publicar: o blog continua mostrando a versão publicada.').waitFor()
    await page.screenshot({ path: `${SHOTS}/pending-editor-390.png` })
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const item = page.getByRole('listitem').filter({ hasText: post.title })
    await expect.poll(() => item.innerText()).toContain('Alterações não publicadas')
    await item.screenshot({ path: `${SHOTS}/pending-list-390.png` })
    await item.getByRole('link', { name: `Editar “${post.title}”` }).click()
    await page.getByRole('button', { name: 'Descartar alterações' }).click()
    const question = page.getByRole('dialog', { name: 'Descartar as alterações?' })
    await question.getByRole('button', { name: 'Continuar editando' }).click()
    expect(await subtitle.inputValue()).toBe('Um subtítulo que não vai ficar')
    await page.getByRole('button', { name: 'Descartar alterações' }).click()
    await question.getByRole('button', { name: 'Descartar alterações' }).click()
    await page.getByText('Alterações descartadas: o editor voltou para a versão que está no blog.').waitFor()
    expect(await subtitle.inputValue()).toBe(post.subtitle)
    expect(await pendingRows(post.id)).toEqual([])
    expect(await site.sql('select subtitle from public.posts where id = $1', [post.id])).toEqual([{ subtitle: post.subtitle }])
    await page.context().close()
  }, 60_000)
})
