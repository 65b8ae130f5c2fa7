import { describe, expect, it } from 'vitest'
import { lastLinkTo } from '../../../stack/index.ts'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

describe('admin accounts', () => {
  it('refuses a signed-in user who is not an admin, and keeps no session for them', async () => {
    const client = await site.createUser({ admin: false })
    const page = await site.open('/admin/login')
    await signIn(page, client)
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Esta conta não tem acesso ao painel do blog.')
    await page.goto(`${site.url}/admin/blog`)
    await page.waitForURL(/\/admin\/login$/)
    await page.context().close()
  })

  it('says so when the server cannot be reached', async () => {
    const page = await site.open('/admin/login')
    await page.context().route(`${site.stack.url}/**`, (route) => route.abort('connectionrefused'))
    await signIn(page, site.stack.admin)
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('Não foi possível falar com o servidor. Verifique a conexão e tente de novo.')
    await page.context().close()
  })

  it('recovers a forgotten password through the emailed (here kept in the outbox) link, then changes it while signed in', async () => {
    const admin = await site.createUser()
    const page = await site.open('/admin/login')
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await page.getByLabel('E-mail').fill(admin.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await page.getByText(/enviamos um link para criar uma nova senha/).waitFor()
    const link = (await lastLinkTo(site.stack.outbox, admin.email)) ?? ''
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${site.url}/admin/nova-senha`)

    await page.goto(link)
    await page.getByRole('heading', { name: 'Escolha uma nova senha' }).waitFor()
    await page.getByLabel('Nova senha', { exact: true }).fill('curta')
    await page.getByLabel('Repita a nova senha').fill('curta')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Use pelo menos 8 caracteres.')
    await page.getByLabel('Nova senha', { exact: true }).fill('linho-e-voil-2026')
    await page.getByLabel('Repita a nova senha').fill('linho-e-voil-2026')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await page.getByText('Senha nova salva. Use-a da próxima vez que entrar.').waitFor()

    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByLabel('Senha atual').fill('linho-e-voil-2026')
    await page.getByLabel('Nova senha', { exact: true }).fill(admin.password)
    await page.getByLabel('Repita a nova senha').fill(admin.password)
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await page.getByText('Senha alterada. Use a nova senha da próxima vez que entrar.').waitFor()
    await page.getByRole('button', { name: 'Sair' }).click()
    await signIn(page, { ...admin, password: 'linho-e-voil-2026' })
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('E-mail ou senha incorretos.')
    await signIn(page, admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()

    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByLabel('Senha atual').fill('nao-e-a-senha-atual')
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-de-teste')
    await page.getByLabel('Repita a nova senha').fill('outra-senha-de-teste')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('A senha atual está incorreta.')
    await page.getByLabel('Senha atual').fill(admin.password)
    await page.getByLabel('Nova senha', { exact: true }).fill('é'.repeat(37))
    await page.getByLabel('Repita a nova senha').fill('é'.repeat(37))
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('Senha longa demais: use no máximo 72 caracteres (letras acentuadas e emojis contam como dois ou mais).')
    await page.context().close()
  }, 60_000)

  it('says only its own words about a failed recovery link, never the text the link carries', async () => {
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Conta bloqueada: ligue para 0800 000 0000 e informe sua senha',
    })
    const page = await site.open(`/admin/nova-senha#${fragment}`)
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Este link de recuperação é inválido ou expirou. Peça um novo.')
    expect(await page.locator('body').innerText()).not.toContain('0800')
    await page.context().close()
  })
})
