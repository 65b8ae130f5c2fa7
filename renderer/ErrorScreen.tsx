import { css } from '@linaria/core'
import type { SiteContent } from '../engine/content/loadSite'
import { useSiteContent } from '../engine/site/context'
import type { Action, Link } from '../schemas/common'
import { Actions } from '../engine/ui/ActionLink'
import { container } from '../engine/ui/styles'

/** The not-found page's buttons: home first, so a lost visitor is one tap from it, then the chat. */
function notFoundActions({ labels }: SiteContent): Action[] {
  return [
    { kind: 'link', label: labels.errors.homeButton, href: '/' },
    { kind: 'chat', label: labels.errors.chatButton },
  ]
}

/** The site's main pages from the menus, home left out (the first button goes there). */
function mainPages({ navigation }: SiteContent): Link[] {
  const links = [...navigation.main, ...navigation.footer].filter((link) => link.href !== '/')
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index)
}

/** The not-found page ('404', 'Oops! Page not found') or the unexpected-error screen ('Unexpected Application Error!', docs/spec/specification.md, §8). */
export function ErrorScreen({ notFound, status, reason }: { notFound: boolean; status: number; reason?: string }) {
  const content = useSiteContent()
  const { errors } = content.labels
  if (notFound) {
    return (
      <section className={`${container} ${screen}`} data-not-found>
        <h1 className={code}>{errors.notFoundCode}</h1>
        <p className={message} lang={errors.notFoundTitle.lang}>
          {errors.notFoundTitle.text}
        </p>
        <p className={hint}>{errors.notFoundHint}</p>
        <Actions actions={notFoundActions(content)} className={row} />
        <nav aria-label={errors.mainPagesLabel} className={pages}>
          <ul>
            {mainPages(content).map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    )
  }
  return (
    <section className={`${container} ${screen}`}>
      <h1 className={message} lang={errors.unexpectedTitle.lang}>
        {errors.unexpectedTitle.text}
      </h1>
      <p className={hint}>{reason ?? status}</p>
      <a href="/" className={home}>
        {errors.homeButton}
      </a>
    </section>
  )
}

const screen = css`
  padding-block: clamp(5rem, 14vw, 9rem);
  text-align: center;
`

const code = css`
  font-family: var(--font-display);
  font-size: clamp(5rem, 16vw, 9rem);
  font-weight: 400;
  line-height: 1;
  margin: 0;
  color: var(--color-accent-text);
`

const message = css`
  font-family: var(--font-display);
  font-size: var(--display-lg);
  margin: 1rem 0 0.5rem;
`

const hint = css`
  color: var(--color-muted);
  margin: 0 0 2rem;
`

const row = css`
  justify-content: center;
  margin-top: 0;
`

const pages = css`
  margin-top: 2.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding-block: 0.6rem;
    color: var(--color-ink);
  }
`

const home = css`
  display: inline-block;
  padding-block: 0.6rem;
  font-weight: var(--weight-strong);
`
