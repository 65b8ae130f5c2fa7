import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react'
import { isPlainClick } from '../../../engine/ui/plainClick'
import { ConfirmDialog } from '../ui/ConfirmDialog'

/** Where the admin is: a path and its query ('?voltar=…'). */
export type Location = { path: string; search: string }
type NavigateOptions = {
  replace?: boolean
  /** A one-time message for the screen it opens. */
  flash?: string
  /** Skips the unsaved-changes question: the changes were just saved or deleted. */
  force?: boolean
  /** The same screen under a new address (a new post once saved): the owner stays where they had scrolled. */
  keepScroll?: boolean
}

type RouterValue = {
  location: Location
  /** A one-time message for the screen just opened ('Post excluído.'). */
  flash: string | null
  /** Where the screen just opened scrolls to once it has drawn itself (keepScroll); null for its top. */
  scrollBack: number | null
  /** Opens an admin path (asking first when there are unsaved changes). */
  navigate(to: string, options?: NavigateOptions): void
  /** Runs `action` now, or after the owner agrees to leave unsaved changes behind. */
  leave(action: () => void): void
  /** What unsaved changes would be left ('este post'), or null when there are none. */
  setGuarded(guarded: string | null): void
  /** Loads the screen at a path ahead of time (as a link is touched), so opening it is instant. */
  preload(to: string): void
}

const RouterContext = createContext<RouterValue | null>(null)

const readLocation = (): Location => ({ path: window.location.pathname, search: window.location.search })

/**
 * The admin's own routing among its screens (history.pushState), with a guard for unsaved changes. It starts at
 * `initial`, the page's address, which the server knows too (so the server renders the same first screen).
 */
export function RouterProvider({ initial, preload, children }: { initial: Location; preload: (to: string) => void; children: ReactNode }) {
  const [location, setLocation] = useState(initial)
  const [flash, setFlash] = useState<string | null>(null)
  const [scrollBack, setScrollBack] = useState<number | null>(null)
  const [pending, setPending] = useState<{ action: () => void; what: string } | null>(null)
  const guarded = useRef<string | null>(null)

  const go = useCallback((to: string, { replace = false, flash: message, keepScroll = false }: NavigateOptions = {}) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', to)
    setLocation(readLocation())
    setFlash(message ?? null)
    setScrollBack(keepScroll ? window.scrollY : null)
    if (!keepScroll) window.scrollTo(0, 0)
  }, [])
  const leave = useCallback((action: () => void) => {
    const what = guarded.current
    return what ? setPending({ action, what }) : action()
  }, [])

  const onPopState = useEffectEvent(() => {
    const what = guarded.current
    if (!what) return setLocation(readLocation())
    // The browser has already gone back: return to the screen still shown, then ask.
    const target = readLocation()
    window.history.pushState(null, '', location.path + location.search)
    setPending({ action: () => go(target.path + target.search), what })
  })
  useEffect(() => {
    const listener = () => onPopState()
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])

  // The same functions from render to render, so that effects may depend on them.
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => (options?.force ? go(to, options) : leave(() => go(to, options))),
    [go, leave],
  )
  const setGuarded = useCallback((value: string | null) => void (guarded.current = value), [])
  const value = useMemo(
    (): RouterValue => ({ location, flash, scrollBack, navigate, leave, setGuarded, preload }),
    [location, flash, scrollBack, navigate, leave, setGuarded, preload],
  )
  return (
    <RouterContext.Provider value={value}>
      {children}
      {pending && (
        <ConfirmDialog
          title="Sair sem salvar?"
          confirmLabel="Sair sem salvar"
          cancelLabel="Continuar editando"
          safeIsMain
          onCancel={() => setPending(null)}
          onConfirm={() => {
            guarded.current = null
            setPending(null)
            pending.action()
          }}
        >
          As alterações que você não salvou ficam guardadas só neste aparelho: ao voltar a {pending.what}, você pode recuperá-las.
        </ConfirmDialog>
      )}
    </RouterContext.Provider>
  )
}

/** The current admin location and navigation. */
export function useRouter(): RouterValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('useRouter outside RouterProvider')
  return value
}

/**
 * While `active`, leaving asks first: a dialog inside the admin (which names `what` is left: 'este post'), the
 * browser's own prompt on reload or close.
 */
export function useLeaveGuard(active: boolean, what = 'este post'): void {
  const { setGuarded } = useRouter()
  useEffect(() => {
    setGuarded(active ? what : null)
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      setGuarded(null)
    }
  }, [active, what, setGuarded])
}

/** A link to an admin screen that the admin opens itself (a plain link for new tabs), loading it as it is touched. */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate, preload } = useRouter()
  return (
    <a
      {...props}
      href={to}
      onPointerEnter={() => preload(to)}
      onFocus={() => preload(to)}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        navigate(to)
      }}
    />
  )
}
