import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

describe('unsaved changes in the editor', () => {
  it('are guarded on leaving, kept over a reload, and offered back', async () => {
    const page = await site.open('/admin/login')
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.getByRole('link', { name: 'Novo post' }).first().click()
    const title = page.getByLabel('Título', { exact: true })
    await title.fill('Rascunho que não pode sumir')
    await page.getByText('Alterações não salvas').waitFor()

    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' })
    await leave.getByRole('button', { name: 'Continuar editando' }).click()
    expect(new URL(page.url()).pathname).toBe('/admin/blog/novo')
    expect(await title.inputValue()).toBe('Rascunho que não pode sumir')

    const prompts: string[] = []
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(prompts).toEqual(['beforeunload'])
    await page.getByText(/Há alterações não salvas deste post/).waitFor()
    expect(await title.inputValue()).toBe('')
    await page.getByRole('button', { name: 'Recuperar alterações' }).click()
    expect(await title.inputValue()).toBe('Rascunho que não pode sumir')

    await page.goBack()
    await leave.getByRole('button', { name: 'Sair sem salvar' }).click()
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.getByRole('link', { name: 'Novo post' }).first().click()
    await page.getByRole('button', { name: 'Descartar' }).click()
    expect(await title.inputValue()).toBe('')
    await title.fill('Outro começo')
    const slug = `outro-comeco-${randomUUID()}`
    await page.getByLabel('Endereço do post').fill(slug)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Rascunho salvo. Ele só aparece no blog depois de publicado.').waitFor()
    expect(await site.sql('select title, published from public.posts where slug = $1', [slug])).toEqual([
      { title: 'Outro começo', published: false },
    ])
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.context().close()
  }, 60_000)
})
