import { useState } from 'react'
import './zodConfig'
import type { AdminPageData } from '../pageData'
import { RouterProvider, type Location } from './router'
import { preloadScreen, Screens } from './Screens'
import { SessionProvider } from './session'
import { SettingsProvider } from './settings'
import * as frameCss from './styles/frame'

/**
 * The admin app: the screens, and the session supabase-js keeps once it has loaded. The server renders it as the
 * browser's first render will be (no session known yet): the sign-in or recovery form in full, else the frame.
 */
export function AdminApp({ data, location }: { data: AdminPageData; location: Location }) {
  // Supabase Auth's implicit flow brings the recovery session in the URL fragment, which only the browser sees (and
  // supabase-js clears once loaded, after this first render).
  const [fragment] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.hash.slice(1)))
  if (!data.supabase) {
    return (
      <p className={frameCss.loading} role="alert">
        O painel não está configurado: o servidor precisa de SUPABASE_URL e SUPABASE_ANON_KEY.
      </p>
    )
  }
  return (
    <SettingsProvider value={{ ...data, supabaseUrl: data.supabase.url, linkErrorCode: fragment.get('error_code') }}>
      <SessionProvider supabase={data.supabase} recoveryLink={fragment.get('type') === 'recovery'}>
        <div className={frameCss.adminRoot}>
          <RouterProvider initial={location} preload={preloadScreen}>
            <Screens />
          </RouterProvider>
        </div>
      </SessionProvider>
    </SettingsProvider>
  )
}
