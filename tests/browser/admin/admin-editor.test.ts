import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

/** Signs in on an editor path and waits for the editor, whose code comes after the screen's. */
async function openEditor(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.open(path, { viewport })
  await signIn(page, site.stack.admin)
  await page.getByRole('heading', { name: /^(Editar|Novo) post$/ }).waitFor()
  await page.getByRole('toolbar', { name: 'Formatação do conteúdo' }).waitFor()
  return page
}

const stored = async (id: string) =>
  (await site.sql<{ content: string }>('select content from public.posts where id = $1', [id]))[0]?.content ?? ''

describe('the post editor', () => {
  it('keeps the visual editor and the HTML code in step both ways, types on after the round trip, and saves it all', async () => {
    const draft = await site.createDraft()
    created.push(draft.id)
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const visual = page.getByRole('textbox', { name: 'Conteúdo' })
    await visual.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Escrito no editor  com dois espaços.')

    await page.getByRole('button', { name: 'Código HTML' }).click()
    const code = page.locator('textarea').and(page.getByRole('textbox', { name: 'Conteúdo' }))
    await expect.poll(() => code.inputValue()).toContain('Escrito no editor')
    await code.fill(`${await code.inputValue()}<h2>Seção escrita no código</h2>`)
    await page.getByRole('button', { name: 'Código HTML' }).click()

    await expect.poll(() => visual.locator('h2').innerText()).toBe('Seção escrita no código')
    expect(await visual.innerText()).toContain('Escrito no editor')
    // The caret goes past the heading's last letter (the box is wider than its text) and is seen there before typing.
    const heading = visual.locator('h2')
    const box = await heading.boundingBox()
    await heading.click({ position: { x: (box?.width ?? 2) - 2, y: (box?.height ?? 2) / 2 } })
    await page.keyboard.press('End')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const selection = getSelection()
          const text = selection?.focusNode?.textContent ?? ''
          return Boolean(selection?.focusNode?.parentElement?.closest('h2')) && selection?.focusOffset === text.length
        }),
      )
      .toBe(true)
    await page.keyboard.press('Enter')
    await page.keyboard.type('Digitado depois da volta.')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Rascunho salvo.', { exact: false }).waitFor()

    const content = await stored(draft.id)
    // Read back from the HTML view as a page reads HTML: the doubled space is one, as the blog shows it.
    expect(content).toContain('<p>Texto do rascunho. Escrito no editor com dois espaços.</p>')
    expect(content).toContain('<h2>Seção escrita no código</h2><p>Digitado depois da volta.</p>')
    expect(content).not.toMatch(/&nbsp;|\u00a0/)
    await page.reload()
    await expect.poll(() => visual.innerText()).toContain('Digitado depois da volta.')
    expect(await visual.locator('h2').innerText()).toBe('Seção escrita no código')
    await page.context().close()
  }, 60_000)

  it('speaks plainly: toolbar words, an address hint without doubled dots, the site font, and "Senha e segurança"', async () => {
    const page = await openEditor('/admin/blog/novo')
    const tools = page.getByRole('toolbar', { name: 'Formatação do conteúdo' }).getByRole('button')
    expect(await tools.allInnerTexts()).toEqual([
      '↶ Desfazer',
      '↷ Refazer',
      'Negrito',
      'Itálico',
      'Título',
      'Subtítulo',
      'Texto comum',
      'Lista',
      'Lista numerada',
      'Citação',
      'Link',
      'Código HTML',
    ])
    const hint = page.getByText('Escreva o título para gerar o endereço, ou digite um aqui.')
    await hint.waitFor()
    expect(await page.locator('form').innerText()).not.toMatch(/…\.|\.\./)
    const font = (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontFamily)
    const fonts = {
      body: await font(page.locator('body')),
      save: await font(page.getByRole('button', { name: 'Salvar', exact: true })),
      tool: await font(tools.first()),
      field: await font(page.getByLabel('Título', { exact: true })),
    }
    expect(fonts).toEqual({ body: fonts.body, save: fonts.body, tool: fonts.body, field: fonts.body })
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Senha e segurança' }).waitFor()
    await page.context().close()
  })

  it('asks before leaving unsaved changes, with "Continuar editando" as the default answer', async () => {
    const page = await openEditor('/admin/blog/novo')
    await page.getByLabel('Título', { exact: true }).fill('Um post que ainda não foi salvo')
    await page.getByRole('navigation', { name: 'Painel' }).getByRole('link', { name: 'Posts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' })
    await dialog.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Continuar editando')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Um post que ainda não foi salvo')
    expect(new URL(page.url()).pathname).toBe('/admin/blog/novo')
    await page.context().close()
  })

  it.each([
    ['a phone', { width: 390, height: 700 }],
    ['a desktop', { width: 1280, height: 700 }],
  ])("on %s, keeps the focused editor's outline under the sticky save bar, not beside or over it", async (_, viewport) => {
    const page = await openEditor('/admin/blog/novo', viewport)
    const visual = page.getByRole('textbox', { name: 'Conteúdo' })
    await visual.click()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Enter')
    // On a busy machine the editor may still be growing from the typing: measure once two frames see one height.
    await visual.evaluate(
      (editor) =>
        new Promise<void>((settled) => {
          const frames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then))
          const watch = (last: number) => {
            const height = editor.getBoundingClientRect().height
            if (height === last) settled()
            else frames(() => watch(height))
          }
          watch(-1)
        }),
    )
    // Scroll so that the editor's lower half-inch runs under the save bar, then look at the bar beside its edges.
    const saveBar = page.getByRole('button', { name: 'Salvar', exact: true }).locator('..')
    const { ring, strips } = await visual.evaluate(
      async (editor, bar) => {
        if (!(bar instanceof HTMLElement)) throw new Error('no save bar')
        window.scrollBy({ top: editor.getBoundingClientRect().bottom - (window.innerHeight - bar.offsetHeight / 2), behavior: 'instant' })
        // The sticky bar is placed at the next frame after the scroll.
        await new Promise((placed) => requestAnimationFrame(() => requestAnimationFrame(placed)))
        const box = editor.getBoundingClientRect()
        const top = Math.ceil(bar.getBoundingClientRect().top) + 1
        const height = Math.floor(bar.offsetHeight / 2) - 2
        return {
          ring: getComputedStyle(editor).outlineColor,
          strips: [
            { x: Math.floor(box.left) - 4, y: top, width: 3, height },
            { x: Math.ceil(box.right) + 1, y: top, width: 3, height },
          ],
        }
      },
      await saveBar.elementHandle(),
    )
    expect(await visual.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
    const [r = 0, g = 0, b = 0] = ring.match(/\d+/g)?.map(Number) ?? []
    let ringPixels = 0
    for (const clip of strips) {
      const { data, info } = await sharp(await page.screenshot({ clip }))
        .raw()
        .toBuffer({ resolveWithObject: true })
      for (let i = 0; i < data.length; i += info.channels) {
        if (Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) < 40) ringPixels++
      }
    }
    expect(ringPixels).toBe(0)
    await page.context().close()
  })
})
