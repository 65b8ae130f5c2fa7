import { css, cx } from '@linaria/core'
import { useSiteContent } from '../../engine/site/context'
import { button, buttonVariants, visuallyHidden } from '../../engine/ui/styles'
import { PAGE_SIZE } from '../pagination'
import { cardBox, photo } from './PostCard'

/** The list could not be read (docs/spec/specification.md, §8); 'Tentar Novamente' reloads the page (with JavaScript: a toast, then a refetch). */
export function ListError({ retryHref }: { retryHref: string }) {
  const words = useSiteContent().labels.blogList
  return (
    <div className={notice} role="alert">
      <h2 className={noticeTitle}>{words.errorTitle}</h2>
      <p className={noticeText}>{words.errorText}</p>
      <a href={retryHref} className={cx(button, buttonVariants.primary)} data-retry>
        {words.retry}
      </a>
    </div>
  )
}

/** No published post yet. */
export function ListEmpty() {
  const words = useSiteContent().labels.blogList
  return (
    <div className={notice}>
      <p className={noticeTitle}>{words.empty}</p>
    </div>
  )
}

/** 9 placeholder cards while posts load, one list page's worth; kept in a template the browser script clones while it fetches. */
export function ListPlaceholders({ grid }: { grid: string }) {
  const words = useSiteContent().labels.blogList
  return (
    <template data-placeholders>
      <p className={visuallyHidden} role="status">
        {words.loading}
      </p>
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: PAGE_SIZE }, (_, index) => (
          <li key={index} className={cx(cardBox, shimmer)}>
            <div className={photo} />
            <span className={cx(bar, short)} />
            <span className={cx(bar, tall)} />
            <span className={bar} />
            <span className={cx(bar, short)} />
          </li>
        ))}
      </ul>
    </template>
  )
}

/** Where the browser script shows its data-message ('Recarregando posts...') after a retry. */
export function Toast() {
  const words = useSiteContent().labels.blogList
  return <div className={toast} role="status" aria-live="polite" data-toast data-message={words.reloading} hidden />
}

const notice = css`
  max-width: 36rem;
  margin: 0 auto;
  padding: clamp(2rem, 6vw, 3.5rem) 1.5rem;
  text-align: center;
  border: 1px solid var(--color-line);
  background: var(--color-surface);
`

const noticeTitle = css`
  font-family: var(--font-display);
  font-size: var(--display-md);
  font-weight: 400;
  line-height: 1.2;
  margin: 0;
`

const noticeText = css`
  color: var(--color-muted);
  margin: 0.9rem 0 1.75rem;
`

const shimmer = css`
  @media (prefers-reduced-motion: no-preference) {
    animation: blog-pulse 1.4s ease-in-out infinite;
  }
  @keyframes blog-pulse {
    50% {
      opacity: 0.55;
    }
  }
`

const bar = css`
  display: block;
  height: 0.9rem;
  margin-top: 0.8rem;
  background: var(--color-surface);
`

const short = css`
  width: 40%;
`

const tall = css`
  height: 1.6rem;
  width: 85%;
`

const toast = css`
  position: fixed;
  left: 50%;
  bottom: max(1.5rem, env(safe-area-inset-bottom));
  z-index: 60;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: 0.85rem 1.4rem;
  background: var(--color-ink);
  color: var(--color-bg);
  box-shadow: 0 12px 30px rgb(43 38 33 / 0.25);
  &[hidden] {
    display: none;
  }
`
