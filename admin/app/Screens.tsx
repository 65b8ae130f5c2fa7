import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { ADMIN_HOME, adminPath, adminRoute, loginPath, needsSession, returnPath, type AdminRoute } from '../routes'
import { Loading } from './Loading'
import { useRouter } from './router'
import { useSession, type SessionState } from './session'
import { Shell } from './Shell'
import { buttonClass } from './ui'
import * as frameCss from './styles/frame'

type Screen = AdminRoute['screen']

/** Each screen is its own chunk, loaded when first opened ('Carregando...' meanwhile). */
const screens: Record<Screen, ComponentType<{ route: AdminRoute }>> = {
  login: lazy(() => import('./screens/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
  recover: lazy(() => import('./screens/RecoverScreen').then((m) => ({ default: m.RecoverScreen }))),
  reset: lazy(() => import('./screens/ResetScreen').then((m) => ({ default: m.ResetScreen }))),
  password: lazy(() => import('./screens/PasswordScreen').then((m) => ({ default: m.PasswordScreen }))),
  contacts: lazy(() => import('./screens/ContactsScreen').then((m) => ({ default: m.ContactsScreen }))),
  posts: lazy(() => import('./screens/PostsScreen').then((m) => ({ default: m.PostsScreen }))),
  new: lazy(() => import('./screens/EditorScreen').then((m) => ({ default: m.EditorScreen }))),
  edit: lazy(() => import('./screens/EditorScreen').then((m) => ({ default: m.EditorScreen }))),
}

const titles: Record<Screen, string> = {
  login: 'Entrar',
  recover: 'Recuperar senha',
  reset: 'Nova senha',
  password: 'Trocar senha',
  contacts: 'Contatos pelo site',
  posts: 'Posts',
  new: 'Novo post',
  edit: 'Editar post',
}

/** Picks the screen of the current path, sending signed-out visitors to the login and back afterwards. */
export function Screens() {
  const { location, navigate } = useRouter()
  const { state } = useSession()
  const route = adminRoute(location.path)
  const redirect = target(route, state.status, location)
  const screen = route?.screen

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true })
  }, [redirect, navigate])
  useEffect(() => {
    if (screen) document.title = `${titles[screen]} | Painel do blog`
  }, [screen])

  if (state.status === 'error') return <SessionError message={state.message} />
  if (!route || redirect || state.status === 'loading') return <Loading />
  const Screen = screens[route.screen]
  const content = (
    <Suspense fallback={<Loading />}>
      <Screen key={location.path} route={route} />
    </Suspense>
  )
  return needsSession(route) ? <Shell>{content}</Shell> : content
}

/** Where a visitor in this state must go instead, if anywhere. */
function target(route: AdminRoute | null, status: SessionState['status'], location: { path: string; search: string }): string | null {
  if (!route) return ADMIN_HOME
  if (status === 'loading' || status === 'error') return null
  if (status === 'recovery') return route.screen === 'reset' ? null : adminPath({ screen: 'reset' })
  if (status === 'signed-out' && needsSession(route)) return loginPath(location.path)
  if (status === 'admin' && route.screen === 'login') return returnPath(location.search)
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
