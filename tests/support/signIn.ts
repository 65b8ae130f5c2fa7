import type { Page } from 'playwright-core'

/** An email and a password to sign in with. */
export type Login = { email: string; password: string }

/** Fills the admin's login form and submits it (the tests and the bench sign in alike). */
export async function signIn(page: Page, { email, password }: Login): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}
