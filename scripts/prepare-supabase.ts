import { applyMigrations, dashboardChanges, ensureOwner } from './go-live/prepare.ts'
import { askNewPassword, createPrompt } from './go-live/prompt.ts'
import { settingProblem } from './go-live/shapes.ts'
import { checkKeyWithProject, Slip } from './go-live/supabase.ts'

/**
 * `npm run supabase:preparar -- dona@exemplo.com.br`: prepares a hosted Supabase project in one go, from
 * SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and DATABASE_URL (SITE_URL for the recovery link's checks):
 * applies the migrations, creates the owner's user as the blog's admin (the password is asked without echo,
 * never printed), then says in pt-BR which Auth settings of the dashboard are still to change, and where.
 * A wrong value stops it with one pt-BR line naming the setting (`npm run site:colocar-no-ar` asks for them instead).
 */
const email = process.argv[2]
const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, DATABASE_URL: databaseUrl, SITE_URL: siteUrl } = process.env
const missing = Object.entries({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, DATABASE_URL: databaseUrl })
  .filter(([, value]) => !value)
  .map(([name]) => name)
if (!email?.includes('@') || !url || !serviceKey || !databaseUrl) {
  console.error(
    'uso: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… DATABASE_URL=… SITE_URL=https://www.seu-dominio.com.br \\\n' +
      '       npm run supabase:preparar -- dona@exemplo.com.br\n' +
      'Mais simples: npm run site:colocar-no-ar, que pede cada valor sem que ele fique no histórico do terminal.' +
      (missing.length ? `\nFalta: ${missing.join(', ')} (no painel do Supabase: Project Settings → Data API e API Keys, e Connect).` : ''),
  )
  process.exit(1)
}

const problems = [
  settingProblem('SUPABASE_URL', url),
  settingProblem('SUPABASE_SERVICE_ROLE_KEY', serviceKey, { SUPABASE_URL: url }),
  settingProblem('DATABASE_URL', databaseUrl, { SUPABASE_URL: url }),
  siteUrl ? settingProblem('SITE_URL', siteUrl) : null,
].filter((problem) => problem !== null)
if (problems.length) stop(problems)

const prompt = createPrompt()
try {
  console.log('1. Migrações do banco')
  await applyMigrations(databaseUrl)
  console.log(`2. Usuária do blog: ${email}`)
  await checkKeyWithProject(url, 'SUPABASE_SERVICE_ROLE_KEY', serviceKey)
  const password = await askNewPassword(prompt, '   Senha da usuária (não aparece enquanto você digita; mínimo 8 caracteres): ')
  if (password === null) process.exit(1)
  await ensureOwner(url, serviceKey, email, password)
  console.log('3. Configurações do Auth (conferidas com um usuário de teste, que é apagado em seguida)')
  await dashboardChanges(url, serviceKey, siteUrl)
} catch (error) {
  if (error instanceof Slip) stop([error.message])
  throw error
} finally {
  prompt.close()
}

function stop(lines: string[]): never {
  for (const line of lines) console.error(line)
  console.error('Pare aqui: corrija esse valor e rode de novo (o que já foi feito fica).')
  process.exit(1)
}
