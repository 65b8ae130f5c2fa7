import { Suspense, useEffect, useState } from 'react'
import { ADMIN_HOME, adminPath, adminRoute, loginPath, needsSession, returnPath, type AdminRoute } from '../../routes'
import { eagerScreen, lazyScreen, type Screen } from './lazyScreen'
import { Loading } from '../ui/Loading'
import { useRouter } from './router'
import { SecondFactorScreen } from '../screens/SecondFactorScreen'
import { LoginScreen } from '../screens/LoginScreen'
import { RecoverScreen } from '../screens/RecoverScreen'
import { useSession, type SessionState } from '../session/session'
import { Shell } from './Shell'
import { buttonClass } from '../ui/buttonClass'
import * as frameCss from '../styles/frame'

type ScreenName = AdminRoute['screen']

/**
 * Every screen of the admin. Sign-in and recovery come with the page, which the server renders with them; each other
 * screen is a chunk of its own, loaded when first opened ('Carregando...' meanwhile) or ahead of time.
 */
const screens: Record<ScreenName, Screen> = {
  login: eagerScreen(LoginScreen),
  secondFactor: eagerScreen(SecondFactorScreen),
  recover: eagerScreen(RecoverScreen),
  reset: lazyScreen(() => import('../screens/ResetScreen').then((m) => m.ResetScreen)),
  password: lazyScreen(() => import('../screens/PasswordScreen').then((m) => m.PasswordScreen)),
  contacts: lazyScreen(() => import('../screens/ContactsScreen').then((m) => m.ContactsScreen)),
  posts: lazyScreen(() => import('../screens/PostsScreen').then((m) => m.PostsScreen)),
  new: lazyScreen(() => import('../screens/EditorScreen').then((m) => m.EditorScreen)),
  edit: lazyScreen(() => import('../screens/EditorScreen').then((m) => m.EditorScreen)),
  jobs: lazyScreen(() => import('../screens/JobsScreen').then((m) => m.JobsScreen)),
  newJob: lazyScreen(() => import('../screens/JobScreen').then((m) => m.JobScreen)),
  editJob: lazyScreen(() => import('../screens/JobScreen').then((m) => m.JobScreen)),
}

/** The screen the owner most likely opens next, loaded once this one has painted: signing in leads to the list. */
const likelyNext: Partial<Record<ScreenName, ScreenName>> = { login: 'posts' }

/** Screens shown while the session is still being read: they need none, and the server renders them as they are. */
const shownWhileLoading = new Set<ScreenName>(['login', 'recover'])

/**
 * Screens that work before supabase-js has loaded (they wait for it only to act): the post list, which the server
 * renders for the admin whose session came with the request, and those shown while the session is read.
 */
const shownBeforeClient = new Set<ScreenName>([...shownWhileLoading, 'posts'])

/** Loads a screen's chunk ahead of time; a failure shows only if the owner then opens it (and it fails again). */
const preload = (name: ScreenName) => void screens[name].preload().catch(() => undefined)

/** Loads the chunk of the screen at `path`, if it is an admin screen: the server does before it renders the screen. */
export function loadScreen(path: string): Promise<unknown> {
  const route = adminRoute(path.split('?')[0] ?? path)
  return route ? screens[route.screen].preload() : Promise.resolve()
}

/** Loads the chunk of the screen at `path` ahead of time (links do it as the owner touches them). */
export function preloadScreen(path: string): void {
  void loadScreen(path).catch(() => undefined)
}

const titles: Record<ScreenName, string> = {
  login: 'Entrar',
  secondFactor: 'Código de verificação',
  recover: 'Recuperar senha',
  reset: 'Nova senha',
  password: 'Senha e segurança',
  contacts: 'Cliques no WhatsApp e no telefone',
  posts: 'Posts',
  new: 'Novo post',
  edit: 'Editar post',
  jobs: 'Trabalhos entregues',
  newJob: 'Novo trabalho',
  editJob: 'Editar trabalho',
}

/**
 * Picks the screen of the current path, sending signed-out visitors to the login and back afterwards. Until the
 * session is known, the sign-in and recovery screens show as they are and the others show their frame.
 */
export function Screens() {
  const { location, navigate } = useRouter()
  const { state, client } = useSession()
  const route = adminRoute(location.path)
  const redirect = target(route, state.status, location)
  const screen = route?.screen

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true })
  }, [redirect, navigate])
  useEffect(() => {
    if (screen) document.title = `${titles[screen]} | Painel do blog`
  }, [screen])
  useEffect(() => {
    if (!screen) return
    // This screen's chunk loads while the session is read; the likely next one once this one is shown.
    preload(screen)
    const next = likelyNext[screen]
    if (next) preload(next)
  }, [screen])

  if (state.status === 'error') return <SessionError message={state.message} />
  if (!route || redirect) return <Loading />
  const waiting = state.status === 'loading' ? !shownWhileLoading.has(route.screen) : !client && !shownBeforeClient.has(route.screen)
  const content = waiting ? (
    <Loading />
  ) : (
    <Suspense fallback={<Loading />}>
      <ScreenOf key={location.path} screen={screens[route.screen]} route={route} />
    </Suspense>
  )
  return needsSession(route) ? <Shell>{content}</Shell> : content
}

/** A screen's component if its chunk is there, else its lazy stand-in: chosen once, so a later render never remounts it. */
function ScreenOf({ screen, route }: { screen: Screen; route: AdminRoute }) {
  const [Component] = useState(() => screen.loaded() ?? screen.Lazy)
  return <Component route={route} />
}

/** Where a visitor in this state must go instead, if anywhere. */
function target(route: AdminRoute | null, status: SessionState['status'], location: { path: string; search: string }): string | null {
  if (!route) return ADMIN_HOME
  if (status === 'loading' || status === 'error') return null
  if (status === 'recovery') return route.screen === 'reset' ? null : adminPath({ screen: 'reset' })
  const signingIn = route.screen === 'login' || route.screen === 'secondFactor'
  // The screen asked for, which the login and the second factor's screens carry along in `voltar`.
  const requested = signingIn ? returnPath(location.search) : needsSession(route) ? location.path : ADMIN_HOME
  if (status === 'needs-second-factor') return route.screen === 'secondFactor' ? null : loginPath(requested, 'secondFactor')
  if (status === 'signed-out' && (needsSession(route) || route.screen === 'secondFactor')) return loginPath(requested)
  if (status === 'admin' && signingIn) return requested
  return null
}

function SessionError({ message }: { message: string }) {
  const { recheck } = useSession()
  return (
    <div className={frameCss.loading} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass()} onClick={() => void recheck()}>
        Tentar de novo
      </button>
    </div>
  )
}
