import { createContext, useContext, type PropsWithChildren } from 'react'
import type { SiteContent } from '../content/loadSite'

const SiteContext = createContext<SiteContent | null>(null)

/** Hands a site's content to every block and frame part below it. */
export function SiteProvider({ content, children }: PropsWithChildren<{ content: SiteContent }>) {
  return <SiteContext value={content}>{children}</SiteContext>
}

/** The content of the site being rendered; only inside a SiteProvider. */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContext)
  if (!content) throw new Error('useSiteContent: render inside a SiteProvider (the page files wrap every page in one)')
  return content
}
