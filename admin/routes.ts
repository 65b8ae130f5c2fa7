import { ADMIN_PATH } from '../engine/routes/sitePaths'
/** One screen of the admin app, as its path names it. */
export type AdminRoute =
  | { screen: 'login' }
  | { screen: 'recover' }
  /** After the password, the second factor's code (only for an account that has one). */
  | { screen: 'code' }
  | { screen: 'reset' }
  | { screen: 'password' }
  | { screen: 'contacts' }
  | { screen: 'posts' }
  | { screen: 'new' }
  | { screen: 'edit'; id: string }

/** Where the admin starts: the list of posts. */
export const ADMIN_HOME = `${ADMIN_PATH}/blog`

const fixedPaths = {
  login: `${ADMIN_PATH}/login`,
  recover: `${ADMIN_PATH}/recuperar-senha`,
  code: `${ADMIN_PATH}/codigo`,
  reset: `${ADMIN_PATH}/nova-senha`,
  password: `${ADMIN_PATH}/senha`,
  contacts: `${ADMIN_PATH}/contatos`,
  posts: ADMIN_HOME,
  new: `${ADMIN_HOME}/novo`,
} as const satisfies Record<Exclude<AdminRoute['screen'], 'edit'>, string>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Screens a visitor without an admin's session may open: signing in (password, then code) and recovering a password. */
const openScreens = new Set<AdminRoute['screen']>(['login', 'code', 'recover', 'reset'])

/** The screen of an admin path (`/admin` is the list); null when there is none. */
export function adminRoute(pathname: string): AdminRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === ADMIN_PATH) return { screen: 'posts' }
  const fixed = (Object.keys(fixedPaths) as (keyof typeof fixedPaths)[]).find((screen) => fixedPaths[screen] === path)
  if (fixed) return { screen: fixed }
  const id = path.startsWith(`${ADMIN_HOME}/`) ? path.slice(ADMIN_HOME.length + 1) : ''
  return UUID.test(id) ? { screen: 'edit', id: id.toLowerCase() } : null
}

/** The path of a screen. */
export function adminPath(route: AdminRoute): string {
  return route.screen === 'edit' ? `${ADMIN_HOME}/${route.id}` : fixedPaths[route.screen]
}

/** Whether a screen needs an admin's session. */
export function needsSession(route: AdminRoute): boolean {
  return !openScreens.has(route.screen)
}

/** The login path (or, `to: 'code'`, the code's) that brings the admin back to `returnTo` afterwards. */
export function loginPath(returnTo: string, to: 'login' | 'code' = 'login'): string {
  return returnTo === ADMIN_HOME ? fixedPaths[to] : `${fixedPaths[to]}?voltar=${encodeURIComponent(returnTo)}`
}

/** Where to go after signing in: the `voltar` path when it is an admin screen that needs a session, else the list. */
export function returnPath(search: string): string {
  const requested = new URLSearchParams(search).get('voltar') ?? ''
  const route = requested.startsWith(ADMIN_PATH) ? adminRoute(requested) : null
  return route && needsSession(route) ? adminPath(route) : ADMIN_HOME
}
