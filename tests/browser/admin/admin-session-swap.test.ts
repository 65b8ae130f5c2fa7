import { decodeJwt } from 'jose'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../../admin/sessionCookie'
import { signIn, useAdminSite, type Login } from '../adminSite'

const site = useAdminSite()

/** A session of `login` as Supabase Auth's implicit flow puts it in a link's fragment. */
async function fragmentOf({ email, password }: Login): Promise<string> {
  const response = await fetch(`${site.stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: site.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const session = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number }
  const { access_token, refresh_token, expires_in } = session
  return new URLSearchParams({ access_token, refresh_token, expires_in: String(expires_in), token_type: 'bearer' }).toString()
}

/** The access token of the session the admin's cookie holds. */
async function cookieToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((stored) => stored.name === SESSION_COOKIE)
  return (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { access_token?: string }).access_token ?? ''
}

/** The e-mail of the session the admin's cookie holds. */
const cookieEmail = async (page: Page) => decodeJwt(await cookieToken(page)).email

describe("a link carrying someone else's session", () => {
  it("does not replace the owner's session on an admin page other than the recovery link's", async () => {
    const other = await site.createUser({ admin: false })
    const page = await site.open('/admin/login')
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()

    await page.goto(`${site.url}/admin/blog#${await fragmentOf(other)}`)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    // Any call of the admin's client waits for it to have read (or left) the fragment; this one needs an admin.
    await page.getByRole('link', { name: 'Contatos' }).click()
    await page.getByRole('heading', { name: 'Cliques no WhatsApp e no telefone' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Carregando' }).waitFor({ state: 'detached' })
    expect(await cookieEmail(page)).toBe(site.stack.admin.email)
  })

  it("does not replace the owner's session on the recovery page either, whatever type it claims", async () => {
    const other = await site.createUser({ admin: false })
    const page = await site.open('/admin/login')
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()

    await page.goto(`${site.url}/admin/nova-senha#${await fragmentOf(other)}&type=recovery`)
    // The form shows once supabase-js has read the stored session (or, before the fix, the link's).
    await page.getByLabel('Nova senha', { exact: true }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Carregando' }).waitFor({ state: 'detached' })
    expect(await cookieEmail(page)).toBe(site.stack.admin.email)
    await page.context().close()
  })

  it("takes a recovery link of the stored session's own user (an expired session must not block her link)", async () => {
    const admin = await site.createUser()
    const page = await site.open('/admin/login')
    await signIn(page, admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()

    const fragment = await fragmentOf(admin)
    await page.goto(`${site.url}/admin/nova-senha#${fragment}&type=recovery`)
    await expect.poll(() => cookieToken(page)).toBe(new URLSearchParams(fragment).get('access_token'))
    await page.context().close()
  })
})
