import { css } from '@linaria/core'
import { Actions } from '../../ui/ActionLink'
import { container, section } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** A dark closing band with a heading and buttons. */
export function Cta({ heading, text, actions }: BlockOf<'cta'>) {
  return (
    <section className={`${section} ${band}`}>
      <div className={`${container} ${inner}`}>
        <h2 className={title}>{heading}</h2>
        {text && <p className={lead}>{text}</p>}
        <Actions actions={actions} className={row} />
      </div>
    </section>
  )
}

const band = css`
  background: var(--color-ink);
  color: #f6efe5;
  --focus-ring: #f6efe5;
  a {
    --color-ink: #f6efe5;
    --color-bg: #2b2621;
  }
`

const inner = css`
  text-align: center;
`

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-lg);
  line-height: 1.1;
  margin: 0 auto;
  max-width: 24ch;
`

const lead = css`
  max-width: 38rem;
  margin: 1.1rem auto 0;
  color: #d9cdbd;
`

const row = css`
  justify-content: center;
  /* A label that wraps to two lines must not squeeze the icon beside it. */
  svg {
    flex-shrink: 0;
  }
`
