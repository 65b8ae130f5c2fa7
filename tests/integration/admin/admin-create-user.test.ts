import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestStack, unique, type TestStack } from '../testStack.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let t: TestStack

/** Runs the script as the owner would against a hosted project: URL and service key in the environment. */
async function createUser(...args: string[]): Promise<string> {
  const env = { ...process.env, SUPABASE_URL: t.stack.url, SUPABASE_SERVICE_ROLE_KEY: t.stack.serviceKey }
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/create-admin-user.ts', ...args], {
    cwd: root,
    env,
  })
  return stdout
}

const isAdmin = async (email: string, password: string) => (await (await t.signedIn({ email, password })).rpc('is_admin')).data

/** An address no other test uses. */
const newEmail = (name: string) => `${unique(name)}@exemplo.com.br`

beforeAll(async () => {
  t = await connectTestStack()
})

afterAll(() => t?.stop())

describe('scripts/create-admin-user.ts', () => {
  it('creates an admin who can sign in, and leaves an existing one as it was', async () => {
    const email = newEmail('dona')
    expect(await createUser(email, 'senha-da-dona')).toContain(`Usuário criado: ${email}`)
    expect(await isAdmin(email, 'senha-da-dona')).toBe(true)
    expect(await createUser(email.toUpperCase(), 'outra-senha')).toContain('já existia')
    expect(await isAdmin(email, 'senha-da-dona')).toBe(true)
  }, 30_000)

  it('makes up and prints a password when none is given', async () => {
    const email = newEmail('assistente')
    const output = await createUser(email)
    const password = output.match(/Senha: (\S+)/)?.[1] ?? ''
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(await isAdmin(email, password)).toBe(true)
  }, 30_000)

  it('creates a user who is not an admin with --sem-admin', async () => {
    const email = newEmail('visita')
    await createUser(email, 'senha-da-visita', '--sem-admin')
    expect(await isAdmin(email, 'senha-da-visita')).toBe(false)
  }, 30_000)

  it('relies on an admin API that refuses anything but the service key', async () => {
    const email = newEmail('intrusa')
    const response = await fetch(`${t.stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${t.stack.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-intrusa', email_confirm: true }),
    })
    expect(response.status).toBe(403)
    expect(await t.sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
  })
})
