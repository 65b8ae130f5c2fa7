import { execFileSync } from 'node:child_process'
import { publishRow } from './publishRow.ts'

/*
 * `npm run publicacao:registrar -- publicando | no-ar | falhou "<motivo>"` (plain Node, no packages: the publishing
 * workflow runs it before `npm ci` and after it failed): records where this publish stands in public.publishes,
 * which the admin shows under its header. Upserts by commit and run, so each state updates one row. Never fails
 * the publish: any problem is a `::warning::` in pt-BR, and the exit code is 0.
 */

/** How long Supabase may take to answer. */
const TIMEOUT_MS = 10_000

/** A warning on the run's page; a workflow command ends at a line break and reads % as an escape. */
const warn = (problem: string) =>
  console.log(
    `::warning title=Estado da publicação não registrado::${problem.replace(/%/g, '%25').replace(/\s+/g, ' ')}. O painel não mostra este estado; o site não muda por isso.`,
  )

try {
  const url = process.env.SUPABASE_URL
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY
  const recorded = publishRow(process.argv.slice(2), process.env, commitSubject(process.env.GITHUB_SHA), new Date())
  if (!url || !key)
    warn('faltam os segredos SUPABASE_URL e SUPABASE_SERVICE_ROLE_KEY (Settings → Environments → production → Environment secrets)')
  else if ('problem' in recorded) warn(recorded.problem)
  else {
    const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/publishes?on_conflict=sha,run_id`, {
      method: 'POST',
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=minimal',
      },
      body: JSON.stringify(recorded.row),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (response.ok) console.log(`Estado da publicação registrado: ${recorded.row.state}.`)
    else warn(`o Supabase respondeu ${response.status} (${(await response.text()).slice(0, 200)})`)
  }
} catch (error) {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  warn(timedOut ? `o Supabase não respondeu em ${TIMEOUT_MS / 1000} s` : `erro ao falar com o Supabase: ${describe(error)}`)
}

/** An error with its cause, which says why fetch failed ('fetch failed (connect ECONNREFUSED …)'). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}

/** The subject of the commit's message; empty when git cannot say (no clone, a shallow one without that commit). */
function commitSubject(sha: string | undefined): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%s', ...(sha ? [sha] : [])], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return ''
  }
}
