import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import type { Crumb } from '../../engine/seo/breadcrumb'
import type { SiteContent } from '../../engine/content/loadSite'
import { SiteProvider } from '../../engine/site/context'
import { globalStyles } from '../globalStyles'
import { Breadcrumb } from './Breadcrumb'
import { ChatButton } from './ChatButton'
import { Footer } from './Footer'
import { Header } from './Header'

/** The shared frame of every public page; it hands the site's content to the frame and the blocks inside. */
export function Frame({
  content,
  path,
  breadcrumb,
  children,
}: {
  content: SiteContent
  path: string
  breadcrumb: readonly Crumb[] | null
  children: ReactNode
}) {
  const { frame } = content.labels
  return (
    <SiteProvider content={content}>
      <div className={globalStyles}>
        <a href="#conteudo" className={skip}>
          {frame.skipLink}
        </a>
        <Header path={path} />
        {breadcrumb && <Breadcrumb crumbs={breadcrumb} />}
        <main id="conteudo">{children}</main>
        <Footer />
        <aside aria-label={frame.chatAreaLabel}>
          <ChatButton />
        </aside>
      </div>
    </SiteProvider>
  )
}

const skip = css`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 50;
  padding: 0.75rem 1rem;
  background: var(--color-ink);
  color: var(--color-bg);
  &:focus {
    top: 1rem;
  }
`
