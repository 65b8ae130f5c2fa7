import { css } from '@linaria/core'

/** Where the admin has room for a sticky header and side-by-side panes. */
export const tablet = '@media (min-width: 48rem)'

/**
 * The admin's frame and shared pieces, in the site's tokens (renderer/globalStyles.ts). They reach the admin's
 * own sheet only (build/inlineStylesheet.ts): public pages never carry them.
 */
export const adminRoot = css`
  /* Browsers give buttons and fields their own system font; the admin speaks in the site's. */
  & :is(button, input, select, textarea) {
    font-family: inherit;
  }
  & summary {
    padding-block: 0.6rem;
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.55;
    cursor: progress;
  }
`

/** 'Carregando...' and whole-screen messages. */
export const loading = css`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  min-height: 70vh;
  margin: 0;
  padding: 1.5rem;
  text-align: center;
  color: var(--color-muted);
  font-size: 1.1rem;
`

/** The least a finger needs to hit (WCAG 2.5.5): 44 px square. */
export const tapSize = `
  min-width: 2.75rem;
  min-height: 2.75rem;
`

/** A text button that reads as a link, or a link standing on its own; tall enough to tap. */
export const link = css`
  display: inline-flex;
  align-items: center;
  ${tapSize}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: var(--color-accent-text);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`

/** Frame of the signed-in screens: sticky where the screen is tall enough to spare the room. */
export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding: 0.75rem max(1rem, calc((100% - 76rem) / 2));
  background: var(--color-bg);
  border-bottom: 1px solid var(--color-line);
  & nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.1rem;
    font-size: 0.95rem;
  }
  & nav a,
  & nav .${link} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    ${tapSize}
    color: var(--color-ink);
    text-decoration: none;
    font-weight: 500;
  }
  & nav a[aria-current='page'] {
    color: var(--color-accent-text);
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  ${tablet} {
    position: sticky;
    top: 0;
    z-index: 10;
  }
`

export const brand = css`
  display: grid;
  align-content: center;
  ${tapSize}
  font-family: var(--font-display);
  font-size: 1.45rem;
  font-weight: 600;
  line-height: 1.1;
  color: var(--color-ink);
  text-decoration: none;
  & small {
    font-family: var(--font-body);
    font-size: 0.75rem;
    font-weight: 500;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--color-accent-text);
  }
`

/** A screen's main heading. */
export const screenHeading = `
  font-family: var(--font-display);
  font-weight: 500;
  font-size: clamp(1.9rem, 5vw, 2.5rem);
  line-height: 1.1;
  margin: 0;
`

/**
 * A signed-in screen's content. Its bottom margin is room to scroll the last buttons above the message fixed at the
 * bottom (toast.ts), up to five lines of it on a phone.
 */
export const main = css`
  width: min(100% - 2rem, 76rem);
  margin: 1.5rem auto 10rem;
  & h1 {
    ${screenHeading}
  }
`

/** Where the site's publishing stands, under the header: quiet, and whole on a phone (it wraps; a long word breaks). */
export const version = css`
  width: min(100% - 2rem, 76rem);
  margin: 0.75rem auto -0.75rem;
  font-size: 0.9rem;
  color: var(--color-muted);
  overflow-wrap: anywhere;
  & a {
    margin-left: 0.4rem;
  }
`

/** A screen of one column of text (a form, a message). */
export const narrow = css`
  max-width: 34rem;
  & h1 {
    margin-bottom: 1rem;
  }
`

export const eyebrow = css`
  margin: 0 0 0.4rem;
  font-size: 0.78rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--color-accent-text);
`

export const muted = css`
  color: var(--color-muted);
  font-size: 0.92rem;
  margin: 0.25rem 0;
`

export const notice = css`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: 0.6rem;
  border: 1px solid var(--color-line-strong);
  background: var(--color-surface);
`

export const error = css`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-radius: 0.6rem;
  border: 1px solid #d9a79f;
  background: #fbece9;
  color: #8a2417;
`

/** Buttons side by side, wrapping on narrow screens. */
export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`

/** A screen's heading with its status or main action beside it. */
export const titlebar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;
  & p {
    margin: 0;
  }
`
