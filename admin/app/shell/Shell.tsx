import { useState, type ReactNode } from 'react'
import { ADMIN_HOME, adminPath } from '../../routes'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { Link, useRouter } from './router'
import { useSession } from '../session/session'
import { useSettings } from './settings'
import { SiteState } from '../publish/SiteState'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'

/** The frame of the signed-in screens: where the admin is, the way around, and signing out. */
export function Shell({ children }: { children: ReactNode }) {
  const { brand } = useSettings()
  const { signOut } = useSession()
  const { leave, navigate, location } = useRouter()
  const [error, setError] = useState<string | null>(null)
  const current = (path: string) => (location.path === path ? 'page' : undefined)

  const onSignOut = () =>
    leave(() => {
      void signOut().then((message) =>
        message ? setError(message) : navigate(adminPath({ screen: 'login' }), { replace: true, flash: 'Você saiu do painel.' }),
      )
    })

  return (
    <>
      <header className={frameCss.header}>
        <Link to={ADMIN_HOME} className={frameCss.brand}>
          Painel do blog
          <small>{brand}</small>
        </Link>
        <nav aria-label="Painel">
          <Link to={ADMIN_HOME} aria-current={current(ADMIN_HOME)}>
            Posts
          </Link>
          <Link to={adminPath({ screen: 'new' })} aria-current={current(adminPath({ screen: 'new' }))}>
            Novo post
          </Link>
          <Link to={adminPath({ screen: 'jobs' })} aria-current={current(adminPath({ screen: 'jobs' }))}>
            Trabalhos entregues
          </Link>
          <Link to={adminPath({ screen: 'contacts' })} aria-current={current(adminPath({ screen: 'contacts' }))}>
            Contatos
          </Link>
          <Link to={adminPath({ screen: 'password' })} aria-current={current(adminPath({ screen: 'password' }))}>
            Senha e segurança
          </Link>
          <a href={BLOG_PATH} target="_blank" rel="noopener">
            Ver o blog
          </a>
          <button type="button" className={frameCss.link} onClick={onSignOut}>
            Sair
          </button>
        </nav>
      </header>
      <SiteState />
      {error && (
        <p className={cx(frameCss.error, frameCss.main)} role="alert">
          {error}
        </p>
      )}
      <main className={frameCss.main}>{children}</main>
    </>
  )
}
