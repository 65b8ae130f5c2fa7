import { useData } from 'vike-react/useData'
import { appSheet } from 'virtual:app-sheet'
import type { Data } from './+data'

/**
 * The admin's head: never indexed; its styles inlined whole (virtual:app-sheet), 9 KB compressed, rather than a
 * sheet whose request a phone's network would wait on before the first paint; in the public pages' system fonts:
 * two web fonts were 84 KB, half of what the sign-in downloaded before it painted.
 */
export default function Head() {
  const { brand, supabase } = useData<Data>()
  return (
    <>
      <title>{`Painel do blog | ${brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="theme-color" content="#fbf8f3" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {appSheet && <style dangerouslySetInnerHTML={{ __html: appSheet }} />}
      {/* supabase-js calls it without credentials, so the connection to open early is the anonymous one. */}
      {supabase && <link rel="preconnect" href={supabase.url} crossOrigin="anonymous" />}
    </>
  )
}
