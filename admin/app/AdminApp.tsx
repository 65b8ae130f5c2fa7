import { useState } from 'react'
import './zodConfig'
import type { AdminPageData, SignedIn } from '../pageData'
import { servedPosts, ServedPostsProvider } from './data/firstPosts'
import { isRecoveryLanding } from './session/recoveryLanding'
import { RouterProvider, type Location } from './shell/router'
import { preloadScreen, Screens } from './shell/Screens'
import { SessionProvider } from './session/session'
import { SettingsProvider } from './shell/settings'
import * as frameCss from './styles/frame'

/**
 * The admin app: the screens, and the session supabase-js keeps once it has loaded. The server renders it as the
 * browser's first render will be: the sign-in or recovery form in full, the post list of the admin whose session
 * cookie came with the request (`signedIn`), else the frame.
 */
export function AdminApp({ data, location, signedIn }: { data: AdminPageData; location: Location; signedIn: SignedIn | null }) {
  // Supabase Auth's implicit flow brings the recovery session in the URL fragment, which only the browser sees (and
  // supabase-js clears once loaded, after this first render).
  const [fragment] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1)))
  const [recoveryLink] = useState(
    () => typeof window !== 'undefined' && isRecoveryLanding(new URL(window.location.href), Object.fromEntries(fragment)),
  )
  const [served] = useState(() => servedPosts(signedIn?.posts ?? null))
  if (!data.supabase) {
    return (
      <p className={frameCss.loading} role="alert">
        O painel ainda não está configurado no servidor. Avise quem cuida da hospedagem (faltam SUPABASE_URL e SUPABASE_ANON_KEY).
      </p>
    )
  }
  return (
    <SettingsProvider value={{ ...data, supabaseUrl: data.supabase.url, linkErrorCode: fragment.get('error_code') }}>
      <SessionProvider supabase={data.supabase} recoveryLink={recoveryLink} signedIn={signedIn}>
        <ServedPostsProvider value={served}>
          <div className={frameCss.adminRoot}>
            <RouterProvider initial={location} preload={preloadScreen}>
              <Screens />
            </RouterProvider>
          </div>
        </ServedPostsProvider>
      </SessionProvider>
    </SettingsProvider>
  )
}
