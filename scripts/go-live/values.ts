import type { Prompt } from './prompt.ts'
import { isLoopback, settingProblem } from './shapes.ts'
import { checkKeyWithProject, Slip, withDatabase } from './supabase.ts'

/** The Supabase project's values, as the site's settings name them. */
export interface SupabaseValues {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY?: string
  DATABASE_URL?: string
}

/**
 * Asks until `check` finds nothing wrong, saying what is wrong each time; Enter keeps `kept` when there is one.
 * The input ending first stops the command.
 */
export async function askChecked(
  prompt: Prompt,
  question: string,
  check: (value: string) => Promise<string | null> | string | null,
  options: { hidden?: boolean; kept?: string } = {},
): Promise<string> {
  for (;;) {
    const answer = await prompt.ask(options.kept ? `${question}[Enter: ${options.kept}] ` : question, options)
    if (answer === null) throw new Slip('A resposta não veio: rode de novo quando quiser (o que já foi feito não se repete).')
    const value = answer || options.kept || ''
    const problem = value ? await check(value) : 'falta responder.'
    if (!problem) return value
    console.log(`   ${problem}`)
  }
}

const slipText = async (work: () => Promise<unknown>) => {
  try {
    await work()
    return null
  } catch (error) {
    if (error instanceof Slip) return error.message
    throw error
  }
}

/**
 * The project's URL and keys, each checked as it comes (its shape, then the project's answer), and, when `all`, the
 * service key and the database's address with its password (encoded into the address, then tried).
 */
export async function askSupabase(prompt: Prompt, keptUrl: string | undefined, all: boolean): Promise<SupabaseValues> {
  const url = (
    await askChecked(prompt, '   Project URL (Project Settings → Data API): ', (value) => settingProblem('SUPABASE_URL', value), {
      kept: keptUrl,
    })
  ).replace(/\/+$/, '')
  const anon = await askChecked(
    prompt,
    '   Chave anon ou publishable (Project Settings → API Keys; não aparece enquanto você cola): ',
    async (value) =>
      settingProblem('SUPABASE_ANON_KEY', value, { SUPABASE_URL: url }) ??
      (await slipText(() => checkKeyWithProject(url, 'SUPABASE_ANON_KEY', value))),
    { hidden: true },
  )
  if (!all) return { SUPABASE_URL: url, SUPABASE_ANON_KEY: anon }
  const service = await askChecked(
    prompt,
    '   Chave service_role ou secret (a secreta, na mesma página; não aparece): ',
    async (value) =>
      settingProblem('SUPABASE_SERVICE_ROLE_KEY', value, { SUPABASE_URL: url }) ??
      (await slipText(() => checkKeyWithProject(url, 'SUPABASE_SERVICE_ROLE_KEY', value))),
    { hidden: true },
  )
  const databaseUrl = await askDatabaseUrl(prompt, url)
  return { SUPABASE_URL: url, SUPABASE_ANON_KEY: anon, SUPABASE_SERVICE_ROLE_KEY: service, DATABASE_URL: databaseUrl }
}

/** The Session pooler's address; with its [YOUR-PASSWORD] the password is asked apart, hidden, and encoded into it. */
async function askDatabaseUrl(prompt: Prompt, url: string): Promise<string> {
  for (;;) {
    const pooler = await askChecked(
      prompt,
      '   Endereço do banco (Connect → Session pooler; cole como está, com [YOUR-PASSWORD]): ',
      (value) =>
        /^postgres(ql)?:\/\/.+@/.test(value) ? null : 'DATABASE_URL: não é o endereço do banco: copie a linha de Connect → Session pooler.',
    )
    if (pooler.includes('[YOUR-PASSWORD]')) return askDatabasePassword(prompt, pooler, url)
    const problem = await databaseProblem(withSslMode(pooler), url)
    if (!problem) return withSslMode(pooler)
    console.log(`   ${problem}`)
  }
}

async function askDatabasePassword(prompt: Prompt, pooler: string, url: string): Promise<string> {
  const password = await askChecked(
    prompt,
    '   Senha do banco (a que você escolheu ao criar o projeto; não aparece): ',
    (value) => databaseProblem(withSslMode(pooler.replace('[YOUR-PASSWORD]', encodeURIComponent(value))), url),
    { hidden: true },
  )
  const encoded = encodeURIComponent(password)
  if (encoded !== password)
    console.log('   A senha tem caracteres como @, # ou /: no DATABASE_URL ela vai codificada (por exemplo @ vira %40). Nada a fazer.')
  return withSslMode(pooler.replace('[YOUR-PASSWORD]', encoded))
}

/** The shape of the address, then a connection with it. */
async function databaseProblem(databaseUrl: string, url: string): Promise<string | null> {
  return (
    settingProblem('DATABASE_URL', databaseUrl, { SUPABASE_URL: url }) ??
    (await slipText(() => withDatabase(databaseUrl, (db) => db.query('select 1'))))
  )
}

/** A hosted project's address with `sslmode=no-verify` (encrypted; Supabase's pooler has its own CA). */
function withSslMode(databaseUrl: string): string {
  let url: URL
  try {
    url = new URL(databaseUrl)
  } catch {
    return databaseUrl
  }
  if (isLoopback(url.hostname) || url.searchParams.has('sslmode')) return databaseUrl
  return `${databaseUrl}${url.search ? '&' : '?'}sslmode=no-verify`
}
