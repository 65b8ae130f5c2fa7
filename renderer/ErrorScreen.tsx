import { css } from '@linaria/core'
import { container } from '../engine/ui/styles'

/** The not-found page ('404', 'Oops! Page not found') or the spec's unexpected-error screen. */
export function ErrorScreen({ notFound, status, reason }: { notFound: boolean; status: number; reason?: string }) {
  if (notFound) {
    return (
      <section className={`${container} ${screen}`} data-not-found>
        <h1 className={code}>404</h1>
        <p className={message}>Oops! Page not found</p>
        <p className={hint}>A página que você procurou não existe ou mudou de endereço.</p>
        <a href="/" className={home}>
          Voltar para o início
        </a>
      </section>
    )
  }
  return (
    <section className={`${container} ${screen}`}>
      <h1 className={message}>Unexpected Application Error!</h1>
      <p className={hint}>{reason ?? status}</p>
      <a href="/" className={home}>
        Voltar para o início
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
  font-weight: 500;
  line-height: 1;
  margin: 0;
  color: var(--color-accent-text);
`

const message = css`
  font-family: var(--font-display);
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  margin: 1rem 0 0.5rem;
`

const hint = css`
  color: var(--color-muted);
  margin: 0 0 2rem;
`

const home = css`
  display: inline-block;
  padding-block: 0.6rem;
  font-weight: 600;
`
