import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import pg from 'pg'
import { createNodeClient } from '../blog/data/client.ts'
import { applyPendingMigrations, MigrationError } from '../stack/database/migrations.ts'
import { createUser } from './adminUsers.ts'
import { authSettingsToChange } from './authSettings.ts'

/**
 * `npm run supabase:preparar -- dona@exemplo.com.br`: prepares a hosted Supabase project in one go, from
 * SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and DATABASE_URL (SITE_URL for the recovery link's checks):
 * applies the migrations, creates the owner's user as the blog's admin (the password is asked without echo,
 * never printed), then says in pt-BR which Auth settings of the dashboard are still to change, and where.
 */
const email = process.argv[2]
const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, DATABASE_URL: databaseUrl, SITE_URL: siteUrl } = process.env
const missing = Object.entries({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, DATABASE_URL: databaseUrl })
  .filter(([, value]) => !value)
  .map(([name]) => name)
if (!email?.includes('@') || !url || !serviceKey || !databaseUrl) {
  console.error(
    'uso: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… DATABASE_URL=… SITE_URL=https://www.seu-dominio.com.br \\\n' +
      '       npm run supabase:preparar -- dona@exemplo.com.br' +
      (missing.length ? `\nFalta: ${missing.join(', ')} (no painel do Supabase: Project Settings → API Keys, e Connect).` : ''),
  )
  process.exit(1)
}

console.log('1. Migrações do banco')
const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 15_000 })
try {
  await db.connect()
  const applied = await applyPendingMigrations(db, 'supabase/migrations', (migration) => console.log(`   aplicada: ${migration.file}`))
  console.log(applied.length ? `   ${applied.length} migração(ões) aplicada(s).` : '   Nenhuma migração nova: o banco já está em dia.')
} catch (error) {
  console.error(`   ${error instanceof MigrationError ? `${error.file}, linha ${error.line ?? '?'}: ${error.reason}` : String(error)}`)
  console.error('Pare aqui: corrija e rode de novo (o que já foi aplicado fica).')
  process.exit(1)
} finally {
  await db.end().catch(() => undefined)
}

console.log(`2. Usuária do blog: ${email}`)
const password = await askPassword()
const { id, created } = await createUser(createNodeClient(url, serviceKey), email, password, true)
console.log(
  created ? `   criada (${id}) e é administradora do blog.` : `   já existia (${id}); a senha não mudou. É administradora do blog.`,
)

console.log('3. Configurações do Auth (conferidas com um usuário de teste, que é apagado em seguida)')
if (!siteUrl) console.log('   SITE_URL não foi dado: o endereço do site e os de recuperação de senha não foram conferidos.')
const changes = await authSettingsToChange({ url, serviceKey }, siteUrl)
if (!changes.length) console.log('   Tudo certo: nada a mudar no painel.')
else {
  console.log(
    `   Falta mudar ${changes.length === 1 ? '1 item' : `${changes.length} itens`} no painel do Supabase (supabase.com/dashboard):`,
  )
  for (const change of changes) console.log(`   - ${change.what}: ${change.where} → ${change.value}`)
}

/** Asks twice on a terminal (nothing echoed); reads one line when the password comes through a pipe. */
async function askPassword(): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY)
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const reader = createInterface({ input: process.stdin, output: silent, terminal })
  const lines = reader[Symbol.asyncIterator]()
  const ask = async (prompt: string) => {
    process.stdout.write(prompt)
    const { value } = await lines.next()
    if (terminal) process.stdout.write('\n')
    return String(value ?? '')
  }
  try {
    for (;;) {
      const first = await ask('   Senha da usuária (não aparece enquanto você digita; mínimo 8 caracteres): ')
      if (first.length < 8) {
        console.log('   A senha precisa de pelo menos 8 caracteres.')
        if (!terminal) process.exit(1)
        continue
      }
      if (!terminal || (await ask('   Repita a senha: ')) === first) return first
      console.log('   As duas senhas não são iguais; de novo.')
    }
  } finally {
    reader.close()
  }
}
