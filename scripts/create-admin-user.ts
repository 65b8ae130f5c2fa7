import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createNodeClient } from '../blog/data/client.ts'
import { createUser } from './adminUsers.ts'
import { targetProject } from './targetProject.ts'

/**
 * Creates a user who can sign in to /admin and lists it in public.admins:
 *
 *   npm run admin:criar -- dona@exemplo.com.br [senha] [--sem-admin]
 *
 * With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, on that (hosted) project; otherwise on the local
 * stack: the one `npm start` is running, or one started for the occasion. Without a password, one is made up
 * and printed. `--sem-admin` creates a user who is not an admin (to try the admin's refusal).
 */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'sem-admin': { type: 'boolean', default: false } } })
const [email, givenPassword] = positionals
if (!email?.includes('@')) {
  console.error('uso: npm run admin:criar -- <email> [senha] [--sem-admin]')
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
