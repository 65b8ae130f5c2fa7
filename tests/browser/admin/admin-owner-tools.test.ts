import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { chatUrl } from '../../../engine/site/links'
import { siteContent } from '../../../pages/site'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts (by id, or by slug when the editor made them), removed at the end. */
const created: string[] = []
const createdSlugs: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1::uuid[]) or slug = any($2)', [created, createdSlugs]))

const PHONE = { width: 390, height: 844 }

/** Signs in on `path` on a phone and waits for the editor. */
async function onPhone(path: string): Promise<Page> {
  const page = await site.open(path, { viewport: PHONE, hasTouch: true, isMobile: true })
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: /^(Editar|Novo) post$/ }).waitFor()
  return page
}

describe("the editor's tools on a phone", () => {
  it('shows every tool at 390 px, on two rows, each a 44 px target, with nothing to scroll sideways', async () => {
    const page = await onPhone('/admin/blog/novo')
    const toolbar = page.getByRole('toolbar', { name: 'Formatação do conteúdo' })
    await toolbar.getByRole('button', { name: 'Código HTML' }).waitFor()
    const tools = await toolbar.evaluate((bar) => ({
      overflow: bar.scrollWidth - bar.clientWidth,
      buttons: Array.from(bar.querySelectorAll('button'), (button) => {
        const rect = button.getBoundingClientRect()
        return { left: rect.left, right: rect.right, top: Math.round(rect.top), width: rect.width, height: rect.height }
      }),
    }))
    expect(tools.overflow).toBe(0)
    expect(tools.buttons.length).toBeGreaterThan(0)
    for (const button of tools.buttons) {
      expect(button.left).toBeGreaterThanOrEqual(0)
      expect(button.right).toBeLessThanOrEqual(PHONE.width)
      expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(44)
    }
    expect(new Set(tools.buttons.map((button) => button.top)).size).toBe(2)
    await page.context().close()
  }, 60_000)

  it("links the selected words to the site's own WhatsApp, with the message the owner leaves", async () => {
    const page = await onPhone('/admin/blog/novo')
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await page.keyboard.type('Fale comigo')
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Inserir link' })
    await dialog.getByRole('button', { name: 'Link para o meu WhatsApp' }).click()
    await dialog.getByLabel('Mensagem que a pessoa já encontra escrita (opcional)').fill('Quero um orçamento')
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    const { site: owner } = siteContent()
    expect(await body.locator('a').getAttribute('href')).toBe(chatUrl(owner, 'Quero um orçamento'))
    await page.context().close()
  }, 60_000)

  it('warns when the title Google would show passes 60 characters, and keeps a new post where it was scrolled on its first save', async () => {
    const page = await onPhone('/admin/blog/novo')
    const title = `Como escolher a cortina certa para cada cômodo da casa ${randomUUID()}`
    await page.getByLabel('Título', { exact: true }).fill(title)
    await page.getByLabel('Subtítulo').fill('Um guia curto')
    await page.getByText(`${title.length}/60 caracteres — em branco vale o título do post`).waitFor()
    const slug = await page.getByLabel('Endereço do post').inputValue()
    createdSlugs.push(slug)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.getByRole('heading', { name: 'Editar post' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Rascunho salvo.' }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2)
    await page.context().close()
  }, 60_000)

  it("makes 'Publicar alterações' the main button for changes to a published post, and offers to share it", async () => {
    const draft = await site.createDraft()
    created.push(draft.id)
    await site.sql('update public.posts set published = true where id = $1', [draft.id])
    const page = await onPhone(`/admin/blog/${draft.id}`)
    await page.getByLabel('Subtítulo').fill('Subtítulo mudado')
    const main = await page
      .getByRole('button', { name: 'Publicar alterações' })
      .evaluate((button) => getComputedStyle(button).backgroundColor)
    const aside = await page
      .getByRole('button', { name: 'Salvar sem publicar' })
      .evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(main).not.toBe(aside)
    expect(
      await page.getByRole('button', { name: 'Publicar alterações' }).evaluate((button) => button.nextElementSibling?.textContent),
    ).toBe('Salvar sem publicar')

    // Chromium without a share sheet: the address to copy and a WhatsApp link that sends it.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Compartilhar o post' })
    const address = `${site.url}/blog/${draft.slug}`
    expect(await dialog.getByLabel('Endereço do post').inputValue()).toBe(address)
    const whatsapp = new URL((await dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href')) ?? '')
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/')
    expect(whatsapp.searchParams.get('text')).toBe(`${draft.title} ${address}`)
    await page.context().close()
  }, 60_000)
})
