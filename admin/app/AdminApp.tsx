import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { useState } from 'react'
import type { AdminPageData } from '../pageData'
import { RouterProvider } from './router'
import { Screens } from './Screens'
import { SessionProvider } from './session'
import { SettingsProvider } from './settings'
import * as frameCss from './styles/frame'

/** Supabase Auth's implicit flow brings the recovery session in the URL fragment (supabase-js reads and clears it). */
const fragment = new URLSearchParams(window.location.hash.slice(1))

/** The admin app: one supabase-js client with a persisted, self-refreshing session, and the screens. */
export default function AdminApp({ data }: { data: AdminPageData }) {
  const [client] = useState<SupabaseClient | null>(() =>
    data.supabase
      ? createClient(data.supabase.url, data.supabase.anonKey, {
          auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
        })
      : null,
  )
  if (!client || !data.supabase) {
    return (
      <p className={frameCss.loading} role="alert">
        O painel não está configurado: o servidor precisa de SUPABASE_URL e SUPABASE_ANON_KEY.
      </p>
    )
  }
  return (
    <SettingsProvider value={{ ...data, supabaseUrl: data.supabase.url, linkErrorCode: fragment.get('error_code') }}>
      <SessionProvider client={client} recoveryLink={fragment.get('type') === 'recovery'}>
        <div className={frameCss.adminRoot}>
          <RouterProvider>
            <Screens />
          </RouterProvider>
        </div>
      </SessionProvider>
    </SettingsProvider>
  )
}
