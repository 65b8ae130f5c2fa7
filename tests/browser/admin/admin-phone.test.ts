import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, smallTargets, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

const PHONE = { width: 390, height: 844 }

/** A draft of this file's own whose body is long enough to scroll a phone's screen many times. */
async function longDraft() {
  const draft = await site.createDraft()
  created.push(draft.id)
  const body = Array.from({ length: 40 }, (_, i) => `<p>Parágrafo ${i + 1} de um post comprido, escrito para rolar a tela.</p>`).join('')
  await site.sql('update public.posts set content = $2 where id = $1', [draft.id, body])
  return draft
}

/** Signs in on `path` and waits for the editor. */
async function openEditor(path: string, viewport = PHONE): Promise<Page> {
  const page = await site.open(path, { viewport, hasTouch: true, isMobile: true })
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: /^(Editar|Novo) post$/ }).waitFor()
  return page
}

/** Whether the element is within the viewport and what the browser finds at its centre is the element itself. */
const reachable = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
    const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return inside && found !== null && node.contains(found)
  })

describe('the admin on a phone', () => {
  it('has no tap target under 44 px on any screen at 390 px', async () => {
    const draft = await longDraft()
    const page = await site.open('/admin/login', { viewport: PHONE, hasTouch: true, isMobile: true })
    await page.getByLabel('E-mail').waitFor()
    const found: Record<string, unknown> = { login: await smallTargets(page) }
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await page.getByRole('heading', { name: /senha/i }).waitFor()
    found.recover = await smallTargets(page)
    await page.goto(`${site.url}/admin/login`)
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    found.posts = await smallTargets(page)
    await page.getByRole('button', { name: 'Lixeira (' }).click()
    await page.getByRole('heading', { name: 'Lixeira' }).waitFor()
    found.trash = await smallTargets(page)
    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByRole('heading', { name: 'Senha e segurança' }).waitFor()
    found.password = await smallTargets(page)
    await page.getByRole('link', { name: 'Novo post' }).click()
    await page.getByRole('heading', { name: 'Novo post' }).waitFor()
    await page.getByRole('radio', { name: /^Agendar/ }).check()
    found.new = await smallTargets(page)
    await page.goto(`${site.url}/admin/blog/${draft.id}`)
    await page.getByRole('heading', { name: 'Editar post' }).waitFor()
    await page.getByRole('button', { name: 'Código HTML' }).waitFor()
    found.editor = await smallTargets(page)
    await page
      .getByRole('button', { name: /^Ver a versão de / })
      .first()
      .click()
    await page.getByRole('dialog').locator('[data-preview-body]').waitFor()
    found.version = await smallTargets(page)
    expect(found).toEqual({ login: [], recover: [], posts: [], trash: [], password: [], new: [], editor: [], version: [] })
    await page.context().close()
  }, 60_000)

  it('shows what a save and a restore did where the owner is, at the bottom of a long post, and announces it', async () => {
    const draft = await longDraft()
    const page = await openEditor(`/admin/blog/${draft.id}`)
    await page.getByLabel('Subtítulo').fill('Subtítulo mudado no celular')
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Rascunho salvo.' })
    await saved.waitFor()
    expect(await reachable(saved)).toBe(true)
    await page.getByRole('button', { name: 'Fechar aviso' }).click()

    await page
      .getByRole('button', { name: /^Ver a versão de / })
      .last()
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar esta versão' }).click()
    const restored = page.getByRole('status').filter({ hasText: 'voltou para o editor' })
    await restored.waitFor()
    expect(await reachable(restored)).toBe(true)
    await page.getByRole('button', { name: 'Fechar aviso' }).click()
    await restored.waitFor({ state: 'hidden' })
    await page.context().close()
  }, 60_000)

  it('takes an invalid save to the first field to fix, with the error announced', async () => {
    const page = await openEditor('/admin/blog/novo')
    await page.getByLabel('Subtítulo').fill('Sem título ainda')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Corrija os campos marcados antes de salvar.' }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel('Título', { exact: true }).getAttribute('id'))
    await page.context().close()
  })

  it('keeps the line being typed above the save bar while the keyboard takes half the screen', async () => {
    const draft = await longDraft()
    // 390×500: a 390×844 phone with its on-screen keyboard open.
    const page = await openEditor(`/admin/blog/${draft.id}`, { width: 390, height: 500 })
    const visual = page.getByRole('textbox', { name: 'Conteúdo' })
    await visual.click()
    await page.keyboard.press('Control+End')
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Enter')
      await page.keyboard.type(`Linha nova ${i + 1}`)
    }
    const gap = () =>
      page.evaluate(() => {
        const bar = document.querySelector('button[type="submit"]')?.parentElement
        const line = document.getSelection()?.getRangeAt(0).getBoundingClientRect()
        return (bar?.getBoundingClientRect().top ?? 0) - (line?.bottom ?? Infinity)
      })
    await expect.poll(gap).toBeGreaterThanOrEqual(0)
    await page.context().close()
  }, 60_000)
})

describe('the admin on a laptop', () => {
  it("keeps the versions dialog's buttons in view and uncovered at 1280×800", async () => {
    const draft = await longDraft()
    const page = await openEditor(`/admin/blog/${draft.id}`, { width: 1280, height: 800 })
    await page
      .getByRole('button', { name: /^Ver a versão de / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-preview-body] p').first().waitFor()
    for (const name of ['Restaurar esta versão', 'Fechar'])
      expect([name, await reachable(dialog.getByRole('button', { name }))]).toEqual([name, true])
    await page.context().close()
  })

  it('asks before leaving with the safe choice as the main button, and calls the kept edits what they are', async () => {
    const page = await openEditor('/admin/blog/novo', { width: 1280, height: 800 })
    await page.getByLabel('Título', { exact: true }).fill('Um post que ainda não foi salvo')
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' })
    await dialog.waitFor()
    const fill = (name: string) => dialog.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(await fill('Sair sem salvar')).toBe('rgba(0, 0, 0, 0)')
    expect(await fill('Continuar editando')).not.toBe('rgba(0, 0, 0, 0)')
    const text = await dialog.innerText()
    expect(text).toContain('neste aparelho')
    expect(text).not.toMatch(/rascunho/i)
    await page.context().close()
  })
})
