import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

const PHONE = { width: 390, height: 844 }

/** A draft of this file's own, long enough to scroll a phone's screen many times, published when asked. */
async function ownPost({ published = false } = {}) {
  const draft = await site.createDraft()
  created.push(draft.id)
  const body = Array.from({ length: 30 }, (_, i) => `<p>Parágrafo ${i + 1} de um post comprido, escrito para rolar a tela.</p>`).join('')
  await site.sql('update public.posts set content = $2, published = $3 where id = $1', [draft.id, body, published])
  return draft
}

/** Signs in on `path` and waits for `heading`, the page's timers then on a clock that only the test moves. */
async function onStoppedClock(path: string, heading: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await site.open(path, options)
  await page.clock.install()
  await page.reload()
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: heading }).waitFor()
  await page.clock.pauseAt(Date.now() + 60_000)
  return page
}

const box = async (element: Locator) => {
  const found = await element.boundingBox()
  if (!found) throw new Error('not shown')
  return found
}

/** Whether the browser finds the element itself at its centre (nothing lies over it). */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect()
    const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return found !== null && node.contains(found)
  })

describe("the admin's messages", () => {
  it('lets news of a success leave by itself, not while pointed at, and keeps an error until it is closed', async () => {
    const post = await ownPost()
    const page = await onStoppedClock(`/admin/blog/${post.id}`, 'Editar post')
    await page.getByLabel('Subtítulo').fill('Subtítulo mudado')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Rascunho salvo.' })
    await saved.waitFor()
    await page.clock.runFor(4000)
    expect(await saved.isVisible()).toBe(true)
    await saved.hover()
    await page.clock.runFor(20_000)
    expect(await saved.isVisible()).toBe(true)
    await page.mouse.move(0, 0)
    await page.clock.runFor(5000)
    await saved.waitFor({ state: 'hidden' })

    await page.getByLabel('Título', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    const refused = page.getByRole('alert').filter({ hasText: 'Corrija os campos marcados antes de salvar.' })
    await refused.waitFor()
    await page.clock.runFor(60_000)
    expect(await refused.isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Fechar aviso' }).click()
    await refused.waitFor({ state: 'hidden' })
    await page.context().close()
  }, 60_000)

  it("puts the editor's news in the save bar, over none of the fields or saved versions", async () => {
    const post = await ownPost()
    const page = await onStoppedClock(`/admin/blog/${post.id}`, 'Editar post', { viewport: PHONE, hasTouch: true, isMobile: true })
    await page.getByLabel('Subtítulo').fill('Subtítulo mudado no celular')
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Rascunho salvo.' })
    await saved.waitFor()
    const versions = page.getByRole('button', { name: /^Ver a versão de / })
    // Where the owner is after saving at the end of the post: the end of the page, grown by the message.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const bar = await box(page.getByRole('button', { name: 'Salvar', exact: true }).locator('..'))
    const message = await box(saved)
    expect(message.y).toBeGreaterThanOrEqual(bar.y)
    expect(message.y + message.height).toBeLessThanOrEqual(bar.y + bar.height)
    const inView = []
    for (const version of await versions.all()) {
      const shown = await box(version)
      if (shown.y >= 0 && shown.y + shown.height <= PHONE.height) inView.push(shown)
    }
    expect(inView.length).toBeGreaterThan(0)
    for (const shown of inView) expect(shown.y + shown.height <= message.y || shown.y >= message.y + message.height).toBe(true)
    await page.context().close()
  }, 60_000)

  it('asks before a published post leaves the blog, and says when the trash gives it back to the blog', async () => {
    const post = await ownPost({ published: true })
    const page = await onStoppedClock('/admin', 'Posts', { viewport: PHONE, hasTouch: true, isMobile: true })
    const onBlog = async () =>
      (await site.sql<{ on: boolean }>('select published and deleted_at is null as on from public.posts where id = $1', [post.id]))[0]?.on

    await page.getByRole('button', { name: `Tirar do blog “${post.title}”` }).click()
    const question = page.getByRole('dialog', { name: 'Tirar o post do blog?' })
    await question.getByRole('button', { name: 'Cancelar' }).click()
    await question.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: `Excluir “${post.title}”` }).click()
    await question.getByRole('button', { name: 'Cancelar' }).click()
    expect(await onBlog()).toBe(true)

    await page.getByRole('button', { name: `Excluir “${post.title}”` }).click()
    await question.getByRole('button', { name: 'Mover para a lixeira' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `“${post.title}” foi para a lixeira` })
      .waitFor()
    expect(await onBlog()).toBe(false)
    await page.getByRole('button', { name: 'Lixeira (' }).click()
    await page.getByRole('button', { name: `Restaurar “${post.title}”` }).click()
    const back = page.getByRole('status').filter({ hasText: `“${post.title}” foi restaurado e voltou ao blog.` })
    await back.waitFor()
    expect(await onBlog()).toBe(true)
    // At the end of the list the news sits below the last post, not over it.
    await page.getByRole('button', { name: 'Posts', exact: true }).click()
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    expect(await back.isVisible()).toBe(true)
    expect(await uncovered(page.getByRole('button', { name: /^Excluir “/ }).last())).toBe(true)
    await page.context().close()
  }, 60_000)
})
