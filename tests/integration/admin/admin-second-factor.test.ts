import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECOND_FACTOR_NEEDED } from '../../../admin/server/secondFactor.ts'
import { readFirstRender } from '../../../admin/server/firstRender.ts'
import { SESSION_COOKIE } from '../../../admin/sessionCookie.ts'
import { identifyAdmin } from '../../../admin/server/verifyAdmin.ts'
import { createNodeClient, createPostsClient } from '../../../blog/data/client.ts'
import { createUser } from '../../../scripts/adminUsers.ts'
import { enrolAndVerify } from '../../contract/secondFactor.ts'
import { connectTestStack, unique, type Login, type TestStack } from '../testStack.ts'

// What the site's server does with the session of an admin who has turned on a second factor, and the
// owner's command that turns it off when her phone is lost.
const root = fileURLToPath(new URL('../../..', import.meta.url))
let t: TestStack
let client: SupabaseClient

beforeAll(async () => {
  t = await connectTestStack()
  client = createPostsClient({ url: t.stack.url, anonKey: t.stack.anonKey })
})

afterAll(() => t?.stop())

/** A new admin of the blog, with a verified TOTP factor: their client is then aal2. */
async function adminWithFactor(): Promise<{ login: Login; withCode: SupabaseClient }> {
  const login = { email: `${unique('dona-2fa')}@exemplo.com.br`, password: 'senha-da-dona-2fa' }
  await createUser(createNodeClient(t.stack.url, t.stack.serviceKey), login.email, login.password, true)
  const withCode = await t.signedIn(login)
  await enrolAndVerify(withCode)
  return { login, withCode }
}

const sessionOf = async (signed: SupabaseClient): Promise<Session> => {
  const { data } = await signed.auth.getSession()
  if (!data.session) throw new Error('no session')
  return data.session
}

const firstRender = (session: Session) =>
  readFirstRender(
    new Request('http://localhost/admin', {
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(session))}`, 'sec-fetch-site': 'none' },
    }),
    { client, url: t.stack.url, anonKey: t.stack.anonKey, secure: false },
  )

describe('an admin with a second factor, on the server', () => {
  it('renders the post list for the session that gave the code, and treats the password alone as owing it', async () => {
    const { login, withCode } = await adminWithFactor()
    expect((await firstRender(await sessionOf(withCode))).signedIn?.user.email).toBe(login.email)

    const passwordOnly = await sessionOf(await t.signedIn(login))
    expect((await firstRender(passwordOnly)).signedIn).toBeNull()
    expect(await identifyAdmin(client, passwordOnly.access_token)).toEqual({ admin: false, status: 401, reason: SECOND_FACTOR_NEEDED })
  })

  it('keeps the code through a refresh of an expired session', async () => {
    const { login, withCode } = await adminWithFactor()
    const expired = { ...(await sessionOf(withCode)), expires_at: Math.floor(Date.now() / 1000) - 60 }
    const { signedIn, setCookie } = await firstRender(expired)
    expect(signedIn?.user.email).toBe(login.email)
    expect(setCookie).toContain(SESSION_COOKIE)
  })
})

describe('npm run duas-etapas:desligar', () => {
  /** Runs the command as the operator would against a hosted project: URL and service key in the environment. */
  async function turnOff(email: string): Promise<string> {
    const env = { ...process.env, SUPABASE_URL: t.stack.url, SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey }
    const run = promisify(execFile)
    return (await run(process.execPath, ['--import', 'tsx', 'scripts/remove-second-factor.ts', email], { cwd: root, env })).stdout
  }

  it("removes the owner's factors, ends every session of hers and makes her choose a new password", async () => {
    const { login, withCode } = await adminWithFactor()
    // What an attacker holding the password keeps open, waiting: aal1, not admin while the factor stands.
    const kept = await t.signedIn(login)
    const keptSession = await sessionOf(kept)
    expect(await kept.rpc('is_admin')).toMatchObject({ data: false })

    const said = await turnOff(login.email.toUpperCase())
    expect(said).toContain('Verificação em duas etapas desativada')
    expect(said).toContain('as sessões abertas dessa conta foram encerradas (2)')
    expect(said).toContain(`Enviamos para ${login.email.toUpperCase()} um e-mail`)

    expect(await kept.rpc('is_admin')).toMatchObject({ data: false })
    expect(await withCode.rpc('is_admin')).toMatchObject({ data: false })
    expect((await kept.auth.getUser(keptSession.access_token)).error?.name).toBe('AuthSessionMissingError')
    expect((await kept.auth.refreshSession({ refresh_token: keptSession.refresh_token })).error?.code).toBe('refresh_token_not_found')
    await expect(t.signedIn(login)).rejects.toThrow()
    expect(await turnOff(login.email)).toContain('não tinha verificação em duas etapas')
  }, 30_000)

  it('says in one pt-BR line that no account has a mistyped address, with exit code 1', async () => {
    const env = { ...process.env, SUPABASE_URL: t.stack.url, SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey }
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/remove-second-factor.ts', 'ninguem@x.com.br'], {
      cwd: root,
      env,
    }).then(
      () => null,
      (error: { code?: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(`${failed?.stdout}${failed?.stderr}`.trim()).toBe(
      'Nenhuma conta com o e-mail ninguem@x.com.br neste projeto: confira o endereço (Authentication → Users, no painel do Supabase).',
    )
  }, 30_000)
})
