import { createContext, useContext } from 'react'

/** What every screen may need to know about the site and how the admin was opened. */
type AdminSettings = {
  brand: string
  /** The author shown when a post's author is empty. */
  ownerName: string
  /** The site's WhatsApp number and the message its chat links start with. */
  chat: { phone: string; chatMessage: string }
  supabaseUrl: string
  /** What each page of the site is called, by path (admin/pageNames.ts). */
  pageNames: Readonly<Record<string, string>>
  /** The neighbourhood files a delivered job may name: slug and name, sorted by name. */
  neighbourhoods: readonly { slug: string; name: string }[]
  /** The business's time zone (content/site.ts): useTime() formats dates and times in it. */
  timeZone: string
  /** 'Site no ar: versão de 28 de novembro de 2026 às 14:02 — “…”' (admin/siteVersion.ts); null in the preview. */
  siteVersion: string | null
  /** GitHub's page of the backup workflow, whose 'Run workflow' makes a copy now; null without SITE_REPOSITORY. */
  backupWorkflowUrl: string | null
  /** The error code Supabase Auth put in a failed recovery link's URL fragment (never shown: anyone can write a link). */
  linkErrorCode: string | null
}

const SettingsContext = createContext<AdminSettings | null>(null)

/** Provides the admin settings. */
export const SettingsProvider = SettingsContext.Provider

/** The admin settings. */
export function useSettings(): AdminSettings {
  const value = useContext(SettingsContext)
  if (!value) throw new Error('useSettings outside SettingsProvider')
  return value
}
