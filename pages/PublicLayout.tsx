import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageContextServer } from 'vike/types'
import type { FramedView } from '../engine/routes/pageView'
import { Frame } from '../renderer/frame/Frame'

/** The frame around every public page (https://vike.dev/Layout): header, breadcrumb, footer and chat button. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { path, breadcrumb } = useData<FramedView>()
  // Public pages render on the server only (pages/+config.ts), where the global context holds the site.
  const { globalContext } = usePageContext() as PageContextServer
  return (
    <Frame content={globalContext.site} path={path} breadcrumb={breadcrumb}>
      {children}
    </Frame>
  )
}
