import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react'
import { isAdmin } from '../access'
import { errorMessage, NOT_ADMIN } from '../errors'
import { dropBlogCache } from '../siteApi'

/** Where the admin's session stands. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'admin'; session: Session }
  /** Opened a password recovery link: may only choose a new password. */
  | { status: 'recovery'; session: Session }
  | { status: 'error'; message: string }

type SessionValue = {
  state: SessionState
  client: SupabaseClient
  /** Signs in and checks the user is an admin; the pt-BR reason when not. */
  signIn(email: string, password: string): Promise<string | null>
  /** Ends this device's session; the pt-BR reason when it could not. */
  signOut(): Promise<string | null>
  /** Checks the stored session again (after an error, or once a recovery password is set). */
  recheck(): Promise<void>
  /** A current access token for the site's admin endpoints (refreshed when needed). */
  accessToken(): Promise<string>
  /** Tells the site to drop its cached blog reads after a change; false when it did not confirm. */
  refreshSite(): Promise<boolean>
}

const SessionContext = createContext<SessionValue | null>(null)

/** The signed-in state of the admin, kept by supabase-js in local storage and refreshed by it. */
export function SessionProvider({
  client,
  recoveryLink,
  children,
}: {
  client: SupabaseClient
  recoveryLink: boolean
  children: ReactNode
}) {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  const signingIn = useRef(false)

  const admit = useCallback(
    async (session: Session) => {
      setState({ status: 'loading' })
      try {
        if (await isAdmin(client)) return setState({ status: 'admin', session })
        await client.auth.signOut({ scope: 'local' })
      } catch (error) {
        setState({ status: 'error', message: errorMessage(error) })
      }
    },
    [client],
  )

  // Reads the state of the latest render, whenever supabase-js calls back.
  const onAuthChange = useEffectEvent((event: AuthChangeEvent, session: Session | null) => {
    if (!session) return setState({ status: 'signed-out' })
    if (event === 'PASSWORD_RECOVERY' || (event === 'INITIAL_SESSION' && recoveryLink)) return setState({ status: 'recovery', session })
    if (state.status === 'admin' || state.status === 'recovery') {
      if (state.session.user.id === session.user.id) return setState({ ...state, session })
    }
    if (!signingIn.current && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN')) void admit(session)
  })

  useEffect(() => {
    const { data } = client.auth.onAuthStateChange((event, session) => {
      // supabase-js calls back while holding its lock; calling it again from here would wait forever.
      setTimeout(() => onAuthChange(event, session))
    })
    return () => data.subscription.unsubscribe()
  }, [client])

  const actions = useMemo(() => {
    const accessToken = async () => (await client.auth.getSession()).data.session?.access_token ?? ''
    return {
      async signIn(email: string, password: string) {
        signingIn.current = true
        try {
          const { data, error } = await client.auth.signInWithPassword({ email, password })
          if (error) return errorMessage(error)
          const admin = await isAdmin(client).catch((failure: unknown) => errorMessage(failure))
          if (admin === true) {
            setState({ status: 'admin', session: data.session })
            return null
          }
          await client.auth.signOut({ scope: 'local' })
          return admin === false ? NOT_ADMIN : admin
        } finally {
          signingIn.current = false
        }
      },
      async signOut() {
        const { error } = await client.auth.signOut({ scope: 'local' })
        return error ? errorMessage(error) : null
      },
      async recheck() {
        const { data } = await client.auth.getSession()
        if (data.session) await admit(data.session)
        else setState({ status: 'signed-out' })
      },
      accessToken,
      refreshSite: async () => dropBlogCache(await accessToken()),
    }
  }, [client, admit])
  // The same functions from render to render, so that effects may depend on them.
  const value: SessionValue = useMemo(() => ({ state, client, ...actions }), [state, client, actions])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The admin's session and its supabase-js client. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}
