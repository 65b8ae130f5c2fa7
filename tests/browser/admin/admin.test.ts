import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** A 2400×1600 photo, bigger than the admin uploads, so the resize shows. */
const photo = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#b08d6a' } })
    .composite([
      {
        input: Buffer.from('<svg width="2400" height="1600"><rect x="300" y="200" width="900" height="1200" fill="#efe6d8"/></svg>'),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer()

const html = async (path: string) => (await fetch(site.url + path)).text()

describe('the admin', () => {
  it('sends "Carregando..." in the frame of a signed-in screen, and noindex, before its JavaScript runs', async () => {
    const body = await html('/admin/blog')
    expect(body).toContain('Carregando...')
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(body).not.toContain(site.stack.serviceKey)
  })

  it('refuses a wrong password and signs in with the right one', async () => {
    const page = await site.open('/admin/login')
    await signIn(page, { ...site.stack.admin, password: 'senha-errada' })
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('E-mail ou senha incorretos.')
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/blog')
    await page.context().close()
  })

  it('sends a signed-out visit to the login and back to the screen it asked for', async () => {
    const draft = await site.createDraft()
    const page = await site.open(`/admin/blog/${draft.id}`)
    await page.waitForURL(/\/admin\/login\?voltar=/)
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Editar post' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/${draft.id}`)
    await expect.poll(() => page.getByLabel('Título', { exact: true }).inputValue()).toBe(draft.title)
    await page.context().close()
  })

  it('creates a post with an image, shows it on the blog at once, edits, unpublishes, trashes and deletes it, and signs out', async () => {
    const tag = randomUUID().slice(0, 8)
    const title = `Cortina de linho lavado na sala ${tag}`
    const slug = `cortina-de-linho-lavado-na-sala-${tag}`
    const edited = `Cortina de linho lavado para a sala ${tag}`
    const before = await html('/blog') // fills the server's blog cache
    expect(before).not.toContain(title)
    const page = await site.open('/admin/login', { viewport: { width: 375, height: 812 } })
    await signIn(page, site.stack.admin)
    await page.getByRole('link', { name: 'Novo post' }).first().click()

    await page.getByLabel('Título', { exact: true }).fill(title)
    await expect.poll(() => page.getByLabel('Endereço do post').inputValue()).toBe(slug)
    await page.getByLabel('Subtítulo').fill('Textura natural e luz filtrada')
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await page.keyboard.type('Por que escolher linho')
    await page.getByRole('button', { name: 'Título', exact: true }).click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('O linho lavado deixa a luz entrar com suavidade e combina com salas claras.')
    await expect.poll(() => page.locator('[data-preview-body] h2').innerText()).toBe('Por que escolher linho')

    await page.locator('input[type=file]').setInputFiles({ name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await photo() })
    await page.getByText(/Imagem enviada/).waitFor()
    // The photo shows as a thumbnail; its storage address stays folded away.
    const image = (await page.getByRole('img', { name: 'Foto de capa, ainda sem descrição' }).getAttribute('src')) ?? ''
    expect(await page.getByLabel('Endereço da imagem').isVisible()).toBe(false)
    expect(image).toMatch(new RegExp(`^${site.stack.url}/storage/v1/object/public/post-images/\\d{4}/\\d{2}/${slug}-[0-9a-f]{8}\\.webp$`))
    const uploaded = await sharp(Buffer.from(await (await fetch(image)).arrayBuffer())).metadata()
    expect(uploaded).toMatchObject({ format: 'webp', width: 1600, height: 1067 })

    await page.getByRole('radio', { name: /^Publicado/ }).check()
    await page.getByRole('button', { name: 'Salvar' }).click()
    const description = page.getByRole('textbox', { name: 'Descrição da foto' })
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText(/^Descreva o que a foto mostra/).isVisible()).toBe(true)
    expect(await site.sql('select 1 from public.posts where slug = $1', [slug])).toHaveLength(0)
    await description.fill('Cortina de linho bege em uma sala clara')
    await page.getByRole('group', { name: 'Foto de capa' }).getByRole('img', { name: 'Cortina de linho bege em uma sala clara' }).waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Post publicado: já está no blog.').waitFor()
    const [stored] = await site.sql<{ id: string }>('select id from public.posts where slug = $1', [slug])
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/${stored?.id}`)
    expect(await html('/blog')).toContain(title)
    const post = await html(`/blog/${slug}`)
    expect(post).toContain(title)
    expect(post).toContain('<h2>Por que escolher linho</h2>')
    expect(post).toContain('alt="Cortina de linho bege em uma sala clara"')
    expect(post).toContain('<meta property="og:image:alt" content="Cortina de linho bege em uma sala clara"/>')

    await page.getByLabel('Título', { exact: true }).fill(edited)
    await expect.poll(() => page.getByLabel('Endereço do post').inputValue()).toBe(slug)
    await page.getByRole('button', { name: 'Publicar alterações' }).click()
    await page.getByText('Alterações publicadas: o blog já mostra a nova versão.').waitFor()
    expect(await html(`/blog/${slug}`)).toContain(edited)

    await page.getByRole('link', { name: 'Posts' }).click()
    await page.getByRole('button', { name: `Tirar do blog “${edited}”` }).click()
    await page.getByRole('dialog', { name: 'Tirar o post do blog?' }).getByRole('button', { name: 'Tirar do blog' }).click()
    await page.getByText(`“${edited}” saiu do blog e voltou a ser rascunho.`).waitFor()
    const unpublished = await fetch(`${site.url}/blog/${slug}`, { redirect: 'manual' })
    expect(unpublished.status).toBeGreaterThanOrEqual(300)
    expect(unpublished.status).toBeLessThan(400)
    expect(new URL(unpublished.headers.get('location') ?? '', site.url).pathname).toBe('/blog')

    await page.getByRole('button', { name: `Excluir “${edited}”` }).click()
    await page.getByText(`“${edited}” foi para a lixeira, onde fica 30 dias antes de ser apagado.`).waitFor()
    expect(await site.sql('select 1 from public.posts where slug = $1 and deleted_at is not null', [slug])).toHaveLength(1)
    await page.getByRole('button', { name: /^Lixeira/ }).click()
    await page.getByRole('button', { name: `Excluir definitivamente “${edited}”` }).click()
    const dialog = page.getByRole('dialog', { name: 'Excluir definitivamente?' })
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click()
    await page.getByText(`“${edited}” foi excluído definitivamente.`).waitFor()
    expect(await site.sql('select 1 from public.posts where slug = $1', [slug])).toHaveLength(0)

    await page.getByRole('button', { name: 'Sair' }).click()
    await page.getByText('Você saiu do painel.').waitFor()
    await page.goto(`${site.url}/admin/blog`)
    await page.waitForURL(/\/admin\/login$/)
    await page.context().close()
  }, 90_000)
})
