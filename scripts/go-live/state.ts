import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * What `npm run site:colocar-no-ar` has done, so a second run resumes where the first stopped. Never a key nor a
 * password: only names, addresses and the steps done. Kept in `.ferramentas/` (gitignored).
 */
export interface GoLiveState {
  /** The Fly.io app, as created. */
  app?: string
  /** The GitHub repository, owner/name. */
  repo?: string
  /** The site's address (SITE_URL). */
  siteUrl?: string
  /** The Supabase project's URL. */
  supabaseUrl?: string
  /** The owner's e-mail, her login to the blog's admin. */
  email?: string
  /** The steps done, by name. */
  done: Partial<Record<StepName, true>>
}

/** The steps a run may skip once done. */
export type StepName = 'app' | 'database' | 'owner' | 'dashboard' | 'flySecrets' | 'github' | 'publish'

/** The state file of the project in `root`. */
export const stateFile = (root: string) => join(root, '.ferramentas', 'colocar-no-ar.json')

/** The state of the last run, or a fresh one. */
export function readState(root: string): GoLiveState {
  try {
    const state = JSON.parse(readFileSync(stateFile(root), 'utf8')) as GoLiveState
    return { ...state, done: state.done ?? {} }
  } catch {
    return { done: {} }
  }
}

/** Writes the state at once, so a stop at any later step keeps what came before. */
export function saveState(root: string, state: GoLiveState): void {
  mkdirSync(dirname(stateFile(root)), { recursive: true })
  writeFileSync(stateFile(root), `${JSON.stringify(state, null, 2)}\n`)
}
