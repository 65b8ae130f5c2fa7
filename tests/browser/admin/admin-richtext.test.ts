import { readdir, readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

/** A draft of this file's own with `content` as its stored body. */
async function draftWith(content: string) {
  const draft = await site.createDraft()
  created.push(draft.id)
  await site.sql('update public.posts set content = $2 where id = $1', [draft.id, content])
  return draft
}

/** Signs in on an editor path and waits for the editor, whose code comes after the screen's. */
async function openEditor(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await site.open(path, { viewport })
  await signIn(page, site.stack.admin)
  await page.getByRole('toolbar', { name: 'Formatação do conteúdo' }).waitFor()
  return page
}

const stored = async (id: string) =>
  (await site.sql<{ content: string }>('select content from public.posts where id = $1', [id]))[0]?.content ?? ''

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await page.getByText('Rascunho salvo.', { exact: false }).waitFor()
}

describe('the post editor (Tiptap)', () => {
  it('loads the editor only on the editor screen, after the screen itself, not on the sign-in or the list', async () => {
    const page = await site.open('/admin/login')
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    const withEditor = async () => {
      const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
      return scripts.filter((_, index) => bodies[index]?.includes('ProseMirror'))
    }
    await page.getByLabel('E-mail').waitFor()
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    expect(await withEditor()).toEqual([])
    // The editor's chunk held back: the screen shows, with the editor's place kept and saying what comes.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/chunks/*.js', async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes('ProseMirror')) await held
      await route.fulfill({ response })
    })
    await page.getByRole('link', { name: 'Novo post' }).first().click()
    const loading = page.getByRole('status').filter({ hasText: 'Carregando o editor…' })
    await loading.waitFor()
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect((await loading.boundingBox())?.height).toBeGreaterThanOrEqual(18 * rem)
    release()
    await page.getByRole('toolbar', { name: 'Formatação do conteúdo' }).waitFor()
    expect(await withEditor()).not.toEqual([])
    await page.context().close()
  })

  it('keeps headings, bold, italics, lists, links and a table from a Google Docs paste, and saves nothing else', async () => {
    const draft = await draftWith('')
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const clipboard = await readFile('tests/fixtures/paste/google-docs.html', 'utf8')
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await body.evaluate((editor, html) => {
      const data = new DataTransfer()
      data.setData('text/html', html)
      data.setData('text/plain', 'Como medir a janela')
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, clipboard)
    await expect.poll(() => body.locator('h2').first().innerText()).toBe('Como medir a janela')
    await save(page)
    expect(await stored(draft.id)).toBe((await readFile('tests/fixtures/paste/google-docs.saved.html', 'utf8')).trim())
    await page.context().close()
  }, 60_000)

  it('opens a post with nothing unsaved, and undoes and redoes with its buttons back to that', async () => {
    // Stored as the old editor or the SQL editor wrote it: not as Tiptap writes it.
    const draft = await draftWith('<h2>Medidas</h2>\n<ul><li>Largura</li></ul>\n<p>Texto <span style="color: red">antigo</span>.</p>')
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const status = page.getByText(/^(Tudo salvo|Alterações não salvas)$/)
    const undo = page.getByRole('button', { name: 'Desfazer' })
    const redo = page.getByRole('button', { name: 'Refazer' })
    expect(await status.innerText()).toBe('Tudo salvo')
    expect([await undo.isDisabled(), await redo.isDisabled()]).toEqual([true, true])

    await page.getByRole('textbox', { name: 'Conteúdo' }).getByText('Texto antigo.').click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Novo.')
    await expect.poll(() => status.innerText()).toBe('Alterações não salvas')
    await undo.click()
    await expect.poll(() => status.innerText()).toBe('Tudo salvo')
    expect([await undo.isDisabled(), await redo.isDisabled()]).toEqual([true, false])
    await redo.click()
    await expect.poll(() => status.innerText()).toBe('Alterações não salvas')
    await save(page)
    expect(await stored(draft.id)).toBe('<h2>Medidas</h2><ul><li>Largura</li></ul><p>Texto antigo. Novo.</p>')
    await page.context().close()
  }, 60_000)

  it('takes a restored version into the text from outside, and typing after it keeps the caret', async () => {
    // Two saved versions: the draft's first text, then this one.
    const draft = await draftWith('<p>Versão nova do texto.</p>')
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await page
      .getByRole('button', { name: /^Ver a versão de / })
      .last()
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar esta versão' }).click()
    await expect.poll(() => body.innerText()).toBe('Texto do rascunho.')
    await body.getByText('Texto do rascunho.').click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Mais uma frase, letra por letra.')
    expect(await body.innerText()).toBe('Texto do rascunho. Mais uma frase, letra por letra.')
    await save(page)
    expect(await stored(draft.id)).toBe('<p>Texto do rascunho. Mais uma frase, letra por letra.</p>')
    await page.context().close()
  }, 60_000)

  it('links through its dialog: the address checked, Enter and Escape, "Remover link", and the focus back in the text', async () => {
    const draft = await draftWith('<p>Fale com a loja hoje.</p>')
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.locator('p').click()
    await page.keyboard.press('Home')
    for (let i = 0; i < 'Fale com a '.length; i++) await page.keyboard.press('ArrowRight')
    for (let i = 0; i < 'loja'.length; i++) await page.keyboard.press('Shift+ArrowRight')
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('loja')
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Inserir link' })
    const address = dialog.getByLabel('Endereço do link')
    await expect.poll(() => address.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('javascript:alert(1)')
    await page.keyboard.press('Enter')
    await dialog.getByText(/^Use um endereço como/).waitFor()
    await address.fill('www.loja.com.br')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => body.evaluate((editor) => editor.contains(document.activeElement))).toBe(true)
    expect(await body.locator('a').getAttribute('href')).toBe('https://www.loja.com.br')

    await page.getByRole('button', { name: 'Link', exact: true }).click()
    const editing = page.getByRole('dialog', { name: 'Editar link' })
    expect(await editing.getByLabel('Endereço do link').inputValue()).toBe('https://www.loja.com.br')
    await page.keyboard.press('Escape')
    await editing.waitFor({ state: 'hidden' })
    await expect.poll(() => body.evaluate((editor) => editor.contains(document.activeElement))).toBe(true)
    await save(page)
    expect(await stored(draft.id)).toBe(
      '<p>Fale com a <a href="https://www.loja.com.br" target="_blank" rel="noopener noreferrer">loja</a> hoje.</p>',
    )

    // The caret back on the link, as the owner would put it, whatever the save did with the focus.
    await body.locator('a').click()
    await expect.poll(() => body.evaluate((editor) => editor.contains(document.activeElement))).toBe(true)
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    await editing.getByRole('button', { name: 'Remover link' }).click()
    await editing.waitFor({ state: 'hidden' })
    expect(await body.locator('a').count()).toBe(0)
    await page.context().close()
  }, 60_000)

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a laptop', { width: 1280, height: 800 }],
  ])('on %s, gives the HTML view the height of the editor (18rem), not that of a one-line field', async (_, viewport) => {
    const page = await openEditor('/admin/blog/novo', viewport)
    await page.getByRole('button', { name: 'Código HTML' }).click()
    const code = page.locator('textarea').and(page.getByRole('textbox', { name: 'Conteúdo' }))
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect(await code.evaluate((element) => getComputedStyle(element).minHeight)).toBe(`${18 * rem}px`)
    expect((await code.boundingBox())?.height).toBeGreaterThanOrEqual(18 * rem)
    await page.context().close()
  })
})

describe('the cover image field', () => {
  it('shows the photo from its address, keeps its description, and says so when the address shows nothing', async () => {
    const photo = `/assets/static/${(await readdir('dist/client/assets/static')).find((name) => /^blog-01\..*\.webp$/.test(name))}`
    const draft = await draftWith('<p>Texto.</p>')
    await site.sql('update public.posts set featured_image = $2, featured_image_alt = $3 where id = $1', [
      draft.id,
      `${site.url}${photo}`,
      'Cortina de linho na sala',
    ])
    const page = await openEditor(`/admin/blog/${draft.id}`)
    const cover = page.getByRole('group', { name: 'Foto de capa' })
    const thumbnail = cover.getByRole('img', { name: 'Cortina de linho na sala' })
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await cover.getByLabel('Endereço da imagem').isVisible()).toBe(false)
    expect(await cover.getByLabel('Descrição da foto').inputValue()).toBe('Cortina de linho na sala')

    await cover.getByText('Usar o endereço de uma imagem').click()
    await cover.getByLabel('Endereço da imagem').fill(`${site.url}/assets/static/nao-existe.jpg`)
    await cover.getByRole('alert').filter({ hasText: 'Não foi possível mostrar esta foto.' }).waitFor()
    expect(await cover.getByRole('img').count()).toBe(0)
    await page.context().close()
  })
})
