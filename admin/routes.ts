import { ADMIN_PATH } from '../engine/routes/sitePaths'
/** One screen of the admin app, as its path names it. */
export type AdminRoute =
  | { screen: 'login' }
  | { screen: 'recover' }
  /** After the password, the second factor's code (only for an account that has one). */
  | { screen: 'secondFactor' }
  | { screen: 'reset' }
  | { screen: 'password' }
  | { screen: 'contacts' }
  | { screen: 'posts' }
  | { screen: 'new' }
  | { screen: 'edit'; id: string }
  /** Delivered jobs: the list, a new one, one by id. */
  | { screen: 'jobs' }
  | { screen: 'newJob' }
  | { screen: 'editJob'; id: string }

/** Where the admin starts: the list of posts. */
export const ADMIN_HOME = `${ADMIN_PATH}/blog`

/** The list of delivered jobs. */
const JOBS_HOME = `${ADMIN_PATH}/trabalhos`

const fixedPaths = {
  login: `${ADMIN_PATH}/login`,
  recover: `${ADMIN_PATH}/recuperar-senha`,
  secondFactor: `${ADMIN_PATH}/codigo`,
  reset: `${ADMIN_PATH}/nova-senha`,
  password: `${ADMIN_PATH}/senha`,
  contacts: `${ADMIN_PATH}/contatos`,
  posts: ADMIN_HOME,
  new: `${ADMIN_HOME}/novo`,
  jobs: JOBS_HOME,
  newJob: `${JOBS_HOME}/novo`,
} as const satisfies Record<Exclude<AdminRoute['screen'], 'edit' | 'editJob'>, string>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Screens a visitor without an admin's session may open: signing in (password, then the second factor) and recovering a password. */
const openScreens = new Set<AdminRoute['screen']>(['login', 'secondFactor', 'recover', 'reset'])

/** The screen of an admin path (`/admin` is the list); null when there is none. */
export function adminRoute(pathname: string): AdminRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === ADMIN_PATH) return { screen: 'posts' }
  const fixed = (Object.keys(fixedPaths) as (keyof typeof fixedPaths)[]).find((screen) => fixedPaths[screen] === path)
  if (fixed) return { screen: fixed }
  const id = idUnder(path, ADMIN_HOME)
  if (id) return { screen: 'edit', id }
  const jobId = idUnder(path, JOBS_HOME)
  return jobId ? { screen: 'editJob', id: jobId } : null
}

/** The id of a path one level under `home` (lower case), or null. */
function idUnder(path: string, home: string): string | null {
  const id = path.startsWith(`${home}/`) ? path.slice(home.length + 1) : ''
  return UUID.test(id) ? id.toLowerCase() : null
}

/** The path of a screen. */
export function adminPath(route: AdminRoute): string {
  if (route.screen === 'edit') return `${ADMIN_HOME}/${route.id}`
  if (route.screen === 'editJob') return `${JOBS_HOME}/${route.id}`
  return fixedPaths[route.screen]
}

/** Whether a screen needs an admin's session. */
export function needsSession(route: AdminRoute): boolean {
  return !openScreens.has(route.screen)
}

/** The login path (or, `to: 'secondFactor'`, the second factor's) that brings the admin back to `returnTo` afterwards. */
export function loginPath(returnTo: string, to: 'login' | 'secondFactor' = 'login'): string {
  return returnTo === ADMIN_HOME ? fixedPaths[to] : `${fixedPaths[to]}?voltar=${encodeURIComponent(returnTo)}`
}

/** Where to go after signing in: the `voltar` path when it is an admin screen that needs a session, else the list. */
export function returnPath(search: string): string {
  const requested = new URLSearchParams(search).get('voltar') ?? ''
  const route = requested.startsWith(ADMIN_PATH) ? adminRoute(requested) : null
  return route && needsSession(route) ? adminPath(route) : ADMIN_HOME
}
