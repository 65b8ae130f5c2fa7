import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react'
import { isAdmin } from './access'
import type { SignedIn } from '../../pageData'
import { errorMessage, NOT_ADMIN } from './errors'
import { dropBlogCache } from '../../siteEndpoints'
import { needsSecondFactor, verifyCode } from './secondFactor'

/** Who is signed in. */
type User = SignedIn['user']

/** Where the admin's session stands. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'admin'; user: User }
  /** Passed the password of an account with a second factor: owes its code before anything else. */
  | { status: 'needs-second-factor'; user: User }
  /** Opened a password recovery link: may only choose a new password. */
  | { status: 'recovery'; user: User }
  | { status: 'error'; message: string }

type SessionValue = {
  state: SessionState
  /** The supabase-js client once loaded (useClient() in the screens that need a session). */
  client: SupabaseClient | null
  /** The supabase-js client, loaded once the first screen has painted (the same client every time). */
  loadClient(): Promise<SupabaseClient>
  /** Signs in and checks the user is an admin; the pt-BR reason when not. */
  signIn(email: string, password: string): Promise<string | null>
  /** Verifies the second factor's code of a 'needs-second-factor' session and checks the user is an admin; the pt-BR reason when not. */
  verifyCode(code: string): Promise<string | null>
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

/**
 * The user a session's access token names. Read from the token rather than `session.user`: supabase-js keeps the
 * user in local storage, apart from the tokens, and a browser that lost it still has a usable session.
 */
function userOf(session: Session): User {
  const { sub, email } = decodeJwt(session.access_token)
  return { id: sub ?? '', email: typeof email === 'string' ? email : null }
}

/** Loads supabase-js and makes the client at the first call, and gives that client at every call after. */
function clientLoader(supabase: { url: string; anonKey: string }): () => Promise<SupabaseClient> {
  let loading: Promise<SupabaseClient> | undefined
  return () => (loading ??= import('./supabaseClient').then((module) => module.createAdminClient(supabase)))
}

/**
 * The signed-in state of the admin, kept by supabase-js in the session cookie and refreshed by it. It starts as the
 * admin the server found on the post list (`signedIn`), else 'loading' until supabase-js has loaded (after the first
 * paint) and read the stored session.
 */
export function SessionProvider({
  supabase,
  recoveryLink,
  signedIn,
  children,
}: {
  supabase: { url: string; anonKey: string }
  recoveryLink: boolean
  signedIn: SignedIn | null
  children: ReactNode
}) {
  const [state, setState] = useState<SessionState>(() =>
    signedIn && !recoveryLink ? { status: 'admin', user: signedIn.user } : { status: 'loading' },
  )
  const [client, setClient] = useState<SupabaseClient | null>(null)
  const signingIn = useRef(false)
  const [loadClient] = useState(() => clientLoader(supabase))
  useEffect(() => void loadClient().then(setClient), [loadClient])

  const admit = useCallback(
    async (session: Session) => {
      setState({ status: 'loading' })
      const client = await loadClient()
      try {
        if (await needsSecondFactor(client, session.access_token)) return setState({ status: 'needs-second-factor', user: userOf(session) })
        if (await isAdmin(client)) return setState({ status: 'admin', user: userOf(session) })
        await client.auth.signOut({ scope: 'local' })
      } catch (error) {
        setState({ status: 'error', message: errorMessage(error) })
      }
    },
    [loadClient],
  )

  // Reads the state of the latest render, whenever supabase-js calls back.
  const onAuthChange = useEffectEvent((event: AuthChangeEvent, session: Session | null) => {
    if (!session) {
      // A sign-in sent before supabase-js had read the stored session (the form paints first) settles the state itself.
      if (!signingIn.current) setState({ status: 'signed-out' })
      return
    }
    if (event === 'PASSWORD_RECOVERY' || (event === 'INITIAL_SESSION' && recoveryLink))
      return setState({ status: 'recovery', user: userOf(session) })
    if (
      (state.status === 'admin' || state.status === 'recovery' || state.status === 'needs-second-factor') &&
      state.user.id === userOf(session).id
    )
      return
    if (!signingIn.current && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN')) void admit(session)
  })

  useEffect(() => {
    if (!client) return
    const { data } = client.auth.onAuthStateChange((event, session) => {
      // supabase-js calls back while holding its lock; calling it again from here would wait forever.
      setTimeout(() => onAuthChange(event, session))
    })
    return () => data.subscription.unsubscribe()
  }, [client])

  const actions = useMemo(() => {
    const accessToken = async () => (await (await loadClient()).auth.getSession()).data.session?.access_token ?? ''
    return {
      loadClient,
      async signIn(email: string, password: string) {
        signingIn.current = true
        try {
          const client = await loadClient()
          const { data, error } = await client.auth.signInWithPassword({ email, password })
          if (error) return errorMessage(error)
          const code = await needsSecondFactor(client, data.session.access_token).catch((failure: unknown) => errorMessage(failure))
          if (code === true) {
            setState({ status: 'needs-second-factor', user: userOf(data.session) })
            return null
          }
          const admin = code === false ? await isAdmin(client).catch((failure: unknown) => errorMessage(failure)) : code
          if (admin === true) {
            setState({ status: 'admin', user: userOf(data.session) })
            return null
          }
          await client.auth.signOut({ scope: 'local' })
          return admin === false ? NOT_ADMIN : admin
        } finally {
          signingIn.current = false
          setState((current) => (current.status === 'loading' ? { status: 'signed-out' } : current))
        }
      },
      async verifyCode(code: string) {
        const client = await loadClient()
        const refusal = await verifyCode(client, code)
        if (refusal) return errorMessage(refusal)
        const { data } = await client.auth.getSession()
        if (data.session) await admit(data.session)
        return null
      },
      async signOut() {
        const { error } = await (await loadClient()).auth.signOut({ scope: 'local' })
        return error ? errorMessage(error) : null
      },
      async recheck() {
        const { data } = await (await loadClient()).auth.getSession()
        if (data.session) await admit(data.session)
        else setState({ status: 'signed-out' })
      },
      accessToken,
      refreshSite: async () => dropBlogCache(await accessToken()),
    }
  }, [loadClient, admit])
  // The same functions from render to render, so that effects may depend on them.
  const value: SessionValue = useMemo(() => ({ state, client, ...actions }), [state, client, actions])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The admin's session. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}

/** The supabase-js client, for the screens shown only with a session (which exists only once supabase-js has loaded). */
export function useClient(): SupabaseClient {
  const { client } = useSession()
  if (!client) throw new Error('useClient before supabase-js has loaded')
  return client
}
