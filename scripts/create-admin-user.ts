import type { SupabaseClient } from '@supabase/supabase-js'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createNodeClient } from '../blog/data/client.ts'
import { startStackForCommand } from '../stack/forCommand.ts'
import type { LocalStack } from '../stack/localStack.ts'

/**
 * Creates a user who can sign in to /admin and lists it in public.admins:
 *
 *   npm run admin:create-user -- dona@exemplo.com.br [senha] [--sem-admin]
 *
 * With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, on that (hosted) project; otherwise on the local
 * stack: the one `npm start` is running, or one started for the occasion. Without a password, one is made up
 * and printed. `--sem-admin` creates a user who is not an admin (to try the admin's refusal).
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'sem-admin': { type: 'boolean', default: false } } })
const [email, givenPassword] = positionals
if (!email?.includes('@')) {
  console.error('uso: npm run admin:create-user -- <email> [senha] [--sem-admin]')
  process.exit(1)
}
const password = givenPassword ?? randomBytes(12).toString('base64url')

const project = await targetProject()
try {
  const { id, created } = await createUser(createNodeClient(project.url, project.serviceKey), email, password, !values['sem-admin'])
  console.log(created ? `Usuário criado: ${email} (${id})` : `${email} já existia (${id}); a senha não foi alterada.`)
  if (created && !givenPassword) console.log(`Senha: ${password}`)
  console.log(values['sem-admin'] ? 'Não é administrador.' : `Administrador do blog em ${project.url}.`)
} finally {
  await project.stack?.stop()
}

/** Creates (or finds) the user and, for an admin, adds its row to public.admins. */
async function createUser(client: SupabaseClient, address: string, secret: string, admin: boolean) {
  const result = await client.auth.admin.createUser({ email: address, password: secret, email_confirm: true })
  if (result.error && result.error.code !== 'email_exists') throw result.error
  const id = result.data.user?.id ?? (await findUserId(client, address))
  if (admin) {
    const { error } = await client.from('admins').upsert({ user_id: id }, { onConflict: 'user_id', ignoreDuplicates: true })
    if (error) throw new Error(`public.admins: ${error.message}`)
  }
  return { id, created: !result.error }
}

async function findUserId(client: SupabaseClient, address: string): Promise<string> {
  const perPage = 1000
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage })
    if (error) throw error
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === address.toLowerCase())
    if (user) return user.id
    if (data.users.length < perPage) throw new Error(`${address} existe, mas não foi encontrado na lista de usuários`)
  }
}

/** The hosted project from the environment, else the running local stack, else a local stack started now. */
async function targetProject(): Promise<{ url: string; serviceKey: string; stack?: LocalStack }> {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = process.env
  if (url && serviceKey) return { url, serviceKey }
  const { stack } = await startStackForCommand({ quiet: true })
  return { url: stack.url, serviceKey: stack.serviceKey, stack }
}
