import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { lastLinkTo } from '../../../stack/index.ts'
import { codeFor } from '../../contract/secondFactor'
import { signIn, smallTargets, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** A code the app would not show now: the current one shifted by half the range. */
const wrongCode = (secret: string) => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0')

/** Turns the second factor on from the account screen, as the owner would with her phone; the secret. */
async function enrol(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Senha e segurança' }).click()
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click()
  const qr = page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })
  // Loaded under the admin's CSP, drawn at its size.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Código do aplicativo').fill(wrongCode(secret))
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
  await expect.poll(() => page.getByRole('alert').innerText()).toContain('Código incorreto')
  await page.getByLabel('Código do aplicativo').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
  await page.getByText(/Verificação em duas etapas ativada/).waitFor()
  return secret
}

describe('the second factor', () => {
  it('is turned on with a QR code, then asked after the password, and turned off with a current code', async () => {
    const owner = await site.createUser()
    const page = await site.open('/admin/login')
    await signIn(page, owner)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    const secret = await enrol(page)
    expect(await smallTargets(page)).toEqual([])

    await page.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(/\/admin\/login$/)
    await signIn(page, owner)
    await page.waitForURL(/\/admin\/codigo$/)
    const field = page.getByLabel('Código de 6 números')
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await field.getAttribute('inputmode')).toBe('numeric')
    expect(await smallTargets(page)).toEqual([])
    // The password alone opens no screen: each sends back to the code, and the code then to that screen.
    await page.goto(`${site.url}/admin/senha`)
    await page.waitForURL(/\/admin\/codigo\?voltar=%2Fadmin%2Fsenha$/)
    await field.fill('12345')
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Digite os 6 números que o aplicativo mostra agora.')
    await field.fill(wrongCode(secret))
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Código incorreto')
    await field.fill(codeFor(secret))
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.waitForURL(/\/admin\/senha$/)

    // The server renders the list of a session that gave its code.
    await page.goto(`${site.url}/admin/blog`)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()

    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByLabel('Código atual do aplicativo').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Desativar verificação em duas etapas' }).click()
    await page.getByText(/Verificação em duas etapas desativada/).waitFor()
    await page.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(/\/admin\/login$/)
    await signIn(page, owner)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.context().close()
  }, 60_000)

  it('ends a session that gives up on the code', async () => {
    const owner = await site.createUser()
    const page = await site.open('/admin/login')
    await signIn(page, owner)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await enrol(page)
    await page.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL(/\/admin\/login$/)
    await signIn(page, owner)
    await page.getByRole('button', { name: 'Entrar com outra conta' }).click()
    await page.waitForURL(/\/admin\/login$/)
    await page.goto(`${site.url}/admin/blog`)
    await page.waitForURL(/\/admin\/login$/)
    await page.context().close()
  }, 60_000)

  it('sets a forgotten password from the emailed link only with the code too', async () => {
    const owner = await site.createUser()
    const page = await site.open('/admin/login')
    await signIn(page, owner)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    const secret = await enrol(page)
    await page.getByRole('button', { name: 'Sair' }).click()
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await page.getByLabel('E-mail').fill(owner.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await page.getByText(/enviamos um link para criar uma nova senha/).waitFor()
    await page.goto((await lastLinkTo(site.stack.outbox, owner.email)) ?? '')
    await page.getByLabel('Nova senha', { exact: true }).fill('linho-e-voil-2fa')
    await page.getByLabel('Repita a nova senha').fill('linho-e-voil-2fa')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('digite também o código')
    await page.getByLabel('Código do aplicativo').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await page.getByText('Senha nova salva. Use-a da próxima vez que entrar.').waitFor()
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.context().close()
  }, 60_000)
})

describe('the second factor on the phone that holds the app', () => {
  it('offers a link that hands the account to the app, and stops asking for a second device once there is one', async () => {
    const owner = await site.createUser()
    const page = await site.open('/admin/login', { viewport: { width: 390, height: 844 } })
    await signIn(page, owner)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.getByRole('link', { name: 'Senha e segurança' }).click()
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click()
    const secret = (await page.locator('code').innerText()).replace(/\s/g, '')
    const href = await page.getByRole('link', { name: 'Abrir no aplicativo autenticador' }).getAttribute('href')
    expect(new URL(href ?? '').protocol).toBe('otpauth:')
    expect(new URL(href ?? '').searchParams.get('secret')).toBe(secret)
    expect(await smallTargets(page)).toEqual([])
    await page.getByLabel('Código do aplicativo').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
    await page.getByText(/^Ativada em 1 aparelho/).waitFor()
    await page.getByText(/^Cadastre também um segundo aparelho/).waitFor()

    await page.getByRole('button', { name: 'Cadastrar outro aparelho' }).click()
    const second = (await page.locator('code').innerText()).replace(/\s/g, '')
    await page.getByLabel('Código do aplicativo').fill(codeFor(second))
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
    await page.getByText('Aparelho cadastrado: o código de qualquer um dos aparelhos serve.').waitFor()
    await page.getByText(/^Ativada em 2 aparelhos/).waitFor()
    expect(await page.getByText(/Cadastre também um segundo aparelho/).count()).toBe(0)
    await page.getByText('O código de qualquer um deles serve: se perder um, entra com outro.').waitFor()
    await page.context().close()
  }, 60_000)
})
