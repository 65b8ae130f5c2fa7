import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import type { FramedView } from '../engine/routes/pageView'
import { Frame } from '../renderer/frame/Frame'
import { siteContent } from './site'

/** The frame around every public page (https://vike.dev/Layout): header, breadcrumb, footer and chat button. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { path, breadcrumb } = useData<FramedView>()
  return (
    <Frame content={siteContent()} path={path} breadcrumb={breadcrumb}>
      {children}
    </Frame>
  )
}
