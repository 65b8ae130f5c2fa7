import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end: the blog tests that follow read the newest published posts. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

/** A draft of this file's own. */
async function ownDraft() {
  const draft = await site.createDraft()
  created.push(draft.id)
  return draft
}

/** Signs in on `path` and waits for `heading`. */
async function signedIn(path: string, heading: RegExp | string): Promise<Page> {
  const page = await site.open(path)
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: heading }).waitFor()
  return page
}

const text = async (path: string) => (await fetch(site.url + path)).text()
const status = async (path: string) => (await fetch(site.url + path, { redirect: 'manual' })).status
/** Whether the list, the post, the sitemap and the feed show a post. */
const everywhere = async (slug: string) => [
  (await text('/blog')).includes(slug),
  await status(`/blog/${slug}`),
  (await text('/sitemap-blog.xml')).includes(slug),
  (await text('/blog/rss.xml')).includes(slug),
]
const SHOWN = [true, 200, true, true]
const HIDDEN = [false, 302, false, false]

async function publishedDraft() {
  const draft = await ownDraft()
  await site.sql('update public.posts set published = true where id = $1', [draft.id])
  return draft
}

describe('the trash', () => {
  it("moves an 'Excluir'd post to the 'Lixeira', off the blog, and back on restore; only 'Excluir definitivamente' removes it", async () => {
    const post = await publishedDraft()
    const page = await signedIn(`/admin/blog/${post.id}`, 'Editar post')
    await page.getByRole('button', { name: 'Excluir', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Tirar o post do blog?' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar')
    // Still on the blog while she decides (published by SQL a moment ago: the blog's freshness check may take a beat).
    await expect.poll(() => everywhere(post.slug)).toEqual(SHOWN)
    await confirm.getByRole('button', { name: 'Mover para a lixeira' }).click()
    await page.getByText(`“${post.title}” foi para a lixeira, onde fica 30 dias antes de ser apagado.`).waitFor()
    expect(await everywhere(post.slug)).toEqual(HIDDEN)

    await page.getByRole('button', { name: 'Lixeira (' }).click()
    await page.getByText('o endereço deles continua reservado', { exact: false }).waitFor()
    expect(await page.getByRole('listitem').filter({ hasText: post.title }).innerText()).toMatch(
      /Excluído em \d+ de \p{L}+ de \d{4} às \d\d:\d\d · apagado para sempre em \d+ de \p{L}+ de \d{4} às \d\d:\d\d/u,
    )
    await page.getByRole('button', { name: `Restaurar “${post.title}”` }).click()
    await page.getByText(`“${post.title}” foi restaurado e voltou ao blog.`).waitFor()
    expect(await everywhere(post.slug)).toEqual(SHOWN)

    await page.getByRole('button', { name: 'Posts', exact: true }).click()
    await page.getByRole('button', { name: `Excluir “${post.title}”` }).click()
    await page.getByRole('dialog', { name: 'Tirar o post do blog?' }).getByRole('button', { name: 'Mover para a lixeira' }).click()
    await page.getByText(`“${post.title}” foi para a lixeira`, { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Lixeira (' }).click()
    await page.getByRole('button', { name: `Excluir definitivamente “${post.title}”` }).click()
    const dialog = page.getByRole('dialog', { name: 'Excluir definitivamente?' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar')
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click()
    await page.getByText(`“${post.title}” foi excluído definitivamente.`).waitFor()
    expect(await site.sql('select 1 from public.posts where id = $1', [post.id])).toEqual([])
    await page.context().close()
  }, 60_000)

  it("keeps a trashed post's address reserved and says so, and empties what waited 30 days when the list loads", async () => {
    const post = await publishedDraft()
    await site.sql("update public.posts set deleted_at = now() - interval '2 days' where id = $1", [post.id])
    const old = await ownDraft()
    await site.sql("update public.posts set deleted_at = now() - interval '31 days' where id = $1", [old.id])
    const page = await signedIn('/admin/blog', 'Posts')
    await expect.poll(() => site.sql('select 1 from public.posts where id = $1', [old.id])).toEqual([])
    await page.getByRole('link', { name: 'Novo post' }).first().click()
    await page.getByLabel('Endereço do post').fill(post.slug)
    await page
      .getByText(
        `O endereço /blog/${post.slug} é de um post na lixeira: fica reservado até ele ser excluído definitivamente. Escolha outro.`,
      )
      .waitFor()
    await page.context().close()
  })
})

describe('scheduled publishing', () => {
  it("'Agendar' stores São Paulo time in UTC, lists 'Agendado para …', and the post appears everywhere at its moment without another save", async () => {
    const post = await ownDraft()
    const page = await signedIn(`/admin/blog/${post.id}`, 'Editar post')
    await page.getByRole('radio', { name: /^Agendar/ }).check()
    await page.getByLabel('Data e hora da publicação (horário de São Paulo)').fill('2099-11-24T09:00')
    await page.getByText('Entra no blog em 24 de novembro de 2099 às 09:00, horário de São Paulo.').waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Post agendado: entra no blog em 24 de novembro de 2099 às 09:00 (horário de São Paulo).').waitFor()
    const [row] = await site.sql<{ published: boolean; published_at: Date }>(
      'select published, published_at from public.posts where id = $1',
      [post.id],
    )
    expect(row?.published).toBe(true)
    expect(row?.published_at.toISOString()).toBe('2099-11-24T12:00:00.000Z')

    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const item = page.getByRole('listitem').filter({ hasText: post.title })
    await expect.poll(() => item.innerText()).toContain('Agendado para 24 de novembro de 2099 às 09:00')
    expect(await everywhere(post.slug)).toEqual(HIDDEN)

    // The moment comes near: a few seconds ahead by the database's clock. The pages are read (and may be
    // cached) before it, then show the post after it with nobody saving anything.
    await site.sql("update public.posts set published_at = now() + interval '4 seconds' where id = $1", [post.id])
    expect(await everywhere(post.slug)).toEqual(HIDDEN)
    await expect.poll(() => everywhere(post.slug), { timeout: 30_000, interval: 1_000 }).toEqual(SHOWN)
    expect(await text(`/blog/${post.slug}`)).toMatch(/<time[^>]*dateTime="[^"]+"/i)
    await page.context().close()
  }, 60_000)
})

describe('revisions', () => {
  it('lists every saved version with date and author, previews one, and restores it into the editor', async () => {
    const post = await ownDraft()
    const page = await signedIn(`/admin/blog/${post.id}`, 'Editar post')
    const title = page.getByLabel('Título', { exact: true })
    for (const version of ['Segunda versão do título', 'Terceira versão do título']) {
      await title.fill(version)
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('Tudo salvo').waitFor()
    }
    const versions = page.getByRole('region', { name: 'Versões salvas' }).getByRole('listitem')
    await expect.poll(() => versions.count()).toBe(3)
    expect(await versions.nth(0).innerText()).toContain(`${site.stack.admin.email} (versão atual)`)
    expect(await versions.nth(2).innerText()).toContain('autor não registrado')
    await versions
      .nth(1)
      .getByRole('button', { name: /^Ver a versão de / })
      .click()
    const dialog = page.getByRole('dialog', { name: /^Versão de \d+ de/ })
    await expect.poll(() => dialog.getByRole('heading', { level: 1 }).innerText()).toBe('Segunda versão do título')
    await dialog.getByText(`Salva por ${site.stack.admin.email}.`).waitFor()
    await dialog.getByRole('button', { name: 'Restaurar esta versão' }).click()
    await expect.poll(() => title.inputValue()).toBe('Segunda versão do título')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Ver a versão de /)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Tudo salvo').waitFor()
    expect(await site.sql('select title from public.posts where id = $1', [post.id])).toEqual([{ title: 'Segunda versão do título' }])
    await expect.poll(() => versions.count()).toBe(4)
    await page.context().close()
  }, 60_000)
})
