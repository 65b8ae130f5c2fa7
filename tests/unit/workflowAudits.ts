import { parse } from 'yaml'

/**
 * The audits of zizmor (not on npm) that matter for this repository's workflows, over a workflow's text: each
 * returns one English line per problem found, empty when the workflow passes.
 */
type Step = { uses?: string; run?: string; with?: Record<string, string | number | boolean>; env?: Record<string, unknown> }
type Job = { env?: Record<string, unknown>; environment?: string | { name?: string }; permissions?: unknown; steps?: Step[] }
type Workflow = { env?: Record<string, unknown>; permissions?: unknown; jobs?: Record<string, Job> }

const jobsOf = (text: string) => Object.entries((parse(text) as Workflow).jobs ?? {})
const stepsOf = (job: Job) => job.steps ?? []
const readsSecret = (value: unknown) => JSON.stringify(value ?? null).includes('secrets.')

/** Every `uses:` names a full commit SHA and says its version in a comment (`@<40 hex> # v4.4.0`). */
export function unpinned(text: string): string[] {
  return [...text.matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)].flatMap(([, target = '', rest = '']) => {
    if (target.startsWith('./')) return []
    if (!/@[0-9a-f]{40}$/.test(target)) return [`${target}: not pinned to a commit SHA`]
    return /^\s+# v?\d+(\.\d+)*\s*$/.test(rest) ? [] : [`${target}: no version comment`]
  })
}

/** setup-flyctl installs a named flyctl release, never `latest`. */
export function flyctlUnpinned(text: string): string[] {
  return jobsOf(text).flatMap(([id, job]) =>
    stepsOf(job)
      .filter((step) => step.uses?.includes('/setup-flyctl@'))
      .filter((step) => !/^\d+\.\d+\.\d+$/.test(String(step.with?.version ?? '')))
      .map(() => `${id}: flyctl version not pinned`),
  )
}

/** No secret in a workflow's or a job's `env`, where every step (and every action) would see it. */
export function broadSecrets(text: string): string[] {
  const workflow = parse(text) as Workflow
  return [
    ...(readsSecret(workflow.env) ? ['workflow env holds a secret'] : []),
    ...jobsOf(text)
      .filter(([, job]) => readsSecret(job.env))
      .map(([id]) => `${id}: job env holds a secret`),
  ]
}

/** Every checkout leaves no token in .git/config. */
export function persistedCredentials(text: string): string[] {
  return jobsOf(text).flatMap(([id, job]) =>
    stepsOf(job)
      .filter((step) => step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
      .map(() => `${id}: checkout persists its token`),
  )
}

/** Every job that reads a secret runs in the environment `production` (only main reaches its secrets). */
export function secretsOutsideEnvironment(text: string): string[] {
  return jobsOf(text)
    .filter(([, job]) => readsSecret(job))
    .filter(([, job]) => (typeof job.environment === 'string' ? job.environment : job.environment?.name) !== 'production')
    .map(([id]) => `${id}: reads a secret outside the environment production`)
}

/** No `${{ }}` inside a `run:`: values reach the shell through `env`, never pasted into the script. */
export function templateInRun(text: string): string[] {
  return jobsOf(text).flatMap(([id, job]) =>
    stepsOf(job)
      .filter((step) => step.run?.includes('${{'))
      .map(() => `${id}: expression inside run`),
  )
}

/**
 * Nothing granted workflow-wide; each job lists its permissions, and only a job that runs none of the repository's
 * code (no checkout, no npm) may write.
 */
export function broadPermissions(text: string): string[] {
  const workflow = parse(text) as Workflow
  const top = workflow.permissions
  return [
    ...(top && typeof top === 'object' && Object.keys(top).length === 0 ? [] : ['workflow grants permissions']),
    ...jobsOf(text).flatMap(([id, job]) => {
      if (!job.permissions || typeof job.permissions !== 'object') return [`${id}: no explicit permissions`]
      const writes = Object.values(job.permissions).includes('write')
      const runsCode = stepsOf(job).some((step) => step.uses?.startsWith('actions/checkout@') || step.run?.includes('npm '))
      return writes && runsCode ? [`${id}: writes while running the repository's code`] : []
    }),
  ]
}

/** Every audit, by name. */
export const audits = {
  unpinned,
  flyctlUnpinned,
  broadSecrets,
  persistedCredentials,
  secretsOutsideEnvironment,
  templateInRun,
  broadPermissions,
} satisfies Record<string, (text: string) => string[]>
