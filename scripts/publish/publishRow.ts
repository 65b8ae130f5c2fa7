/** The states a publish goes through (supabase/migrations/20261129040000_publishes.sql). */
export const PUBLISH_STATES = ['publicando', 'no-ar', 'falhou'] as const

type PublishState = (typeof PUBLISH_STATES)[number]

const isState = (text: string | undefined): text is PublishState => PUBLISH_STATES.some((state) => state === text)

/** A row of public.publishes as the workflow writes it: every column but started_at on an update that ends a run. */
export type PublishRow = {
  sha: string
  run_id: number
  subject: string
  state: PublishState
  reason: string | null
  run_url: string
  started_at?: string
  finished_at: string | null
}

/** The longest reason kept (the column allows 1000 characters). */
const REASON_MAX = 1000

/**
 * The row that records a step of the publish from the command's arguments (`publicando`, `no-ar`, or `falhou
 * "<motivo>"`) and GitHub Actions' variables, or what is wrong with them, in pt-BR. 'publicando' starts the run
 * again (a re-run of the same run starts over); the other two end it.
 */
export function publishRow(
  args: readonly string[],
  env: Record<string, string | undefined>,
  subject: string,
  now: Date,
): { row: PublishRow } | { problem: string } {
  const [state, ...rest] = args
  if (!isState(state)) return { problem: `o estado "${state ?? ''}" não existe: use publicando, no-ar ou falhou "<motivo>"` }
  const reason = rest.join(' ').trim()
  if (state === 'falhou' && !reason) return { problem: 'falhou precisa do motivo: falhou "<o que deu errado>"' }
  const sha = env.GITHUB_SHA ?? ''
  if (!/^[0-9a-f]{40}$/.test(sha)) return { problem: 'GITHUB_SHA não é o sha de um commit' }
  const runId = Number(env.GITHUB_RUN_ID)
  if (!Number.isSafeInteger(runId) || runId <= 0) return { problem: 'GITHUB_RUN_ID não é o número de uma execução' }
  const server = env.GITHUB_SERVER_URL ?? ''
  const repository = env.GITHUB_REPOSITORY ?? ''
  if (!/^https:\/\/\S+$/.test(server) || !/^[\w.-]+\/[\w.-]+$/.test(repository))
    return { problem: 'GITHUB_SERVER_URL ou GITHUB_REPOSITORY faltando: rode dentro do GitHub Actions' }
  const moment = now.toISOString()
  return {
    row: {
      sha,
      run_id: runId,
      subject: subject.trim().slice(0, 500),
      state,
      reason: state === 'falhou' ? reason.slice(0, REASON_MAX) : null,
      run_url: `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}`,
      ...(state === 'publicando' ? { started_at: moment, finished_at: null } : { finished_at: moment }),
    },
  }
}
