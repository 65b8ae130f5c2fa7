import { css } from '@linaria/core'
import { pictureProps } from '../../media/pictureProps'
import { Picture } from '../../media/Picture'
import { useSiteContent } from '../../site/context'
import { Actions } from '../../ui/ActionLink'
import { container, eyebrow } from '../../ui/styles'
import type { BlockOf } from '../schema'

/** Full-width opening photo with the page's h1 and main buttons. */
export function Hero({ eyebrow: kicker, heading, text, picture, actions }: BlockOf<'hero'>) {
  const { images } = useSiteContent()
  return (
    <section className={hero}>
      <div className={photo}>
        <Picture {...pictureProps(images, picture)} sizes="100vw" priority />
      </div>
      <div className={shade} />
      <div className={`${container} ${content}`}>
        {kicker && <span className={eyebrow}>{kicker}</span>}
        <h1 className={title}>{heading}</h1>
        <p className={lead}>{text}</p>
        <Actions actions={actions} />
      </div>
    </section>
  )
}

const hero = css`
  position: relative;
  display: grid;
  align-items: end;
  min-height: min(86vh, 46rem);
  color: #fffaf3;
  --focus-ring: #fffaf3;
  overflow: hidden;
  isolation: isolate;
  a {
    --color-ink: #fffaf3;
    --color-bg: #2b2621;
  }
`

const photo = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const shade = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    linear-gradient(180deg, rgb(28 22 17 / 0.05) 30%, rgb(28 22 17 / 0.72) 100%),
    linear-gradient(90deg, rgb(28 22 17 / 0.45), transparent 70%);
  @media (max-width: 40rem) {
    background: linear-gradient(180deg, rgb(28 22 17 / 0.2), rgb(28 22 17 / 0.55) 35%, rgb(28 22 17 / 0.8));
  }
`

const content = css`
  padding-block: 7rem 4.5rem;
  span {
    color: #f1e3cf;
  }
`

const title = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-xl);
  line-height: 1.02;
  letter-spacing: -0.015em;
  max-width: 16ch;
  margin: 0;
`

const lead = css`
  max-width: 36rem;
  font-size: var(--text-lg);
  margin: 1.4rem 0 0;
  color: #f6ede1;
`
