import { css } from '@linaria/core'
import { wideScreen } from './frame/styles'
import { palette } from './palette'

/** Design tokens and element defaults for every page. */
export const globalStyles = css`
  :global() {
    :root {
      --color-bg: ${palette.bg};
      --color-surface: ${palette.surface};
      --color-ink: ${palette.ink};
      --color-muted: ${palette.muted};
      --color-accent: ${palette.accent};
      --color-accent-text: ${palette.accentText};
      --color-accent-dark: ${palette.accentDark};
      --color-line: ${palette.line};
      --color-line-strong: ${palette.lineStrong};
      --color-green: ${palette.green};
      --color-green-dark: ${palette.greenDark};
      /* System fonts only: every family a stack names but a device lacks is one more font lookup in the first layout (docs/decisions/admin-sheet-and-fonts.md). */
      --font-display-system: Georgia, serif;
      --font-body-system: system-ui, sans-serif;
      --font-display: var(--font-display-system);
      --font-body: var(--font-body-system);
      /* The type scale: each size, and each weight past 400, is one more font the first layout must set up. */
      --text-xs: 0.8rem;
      --text-sm: 0.875rem;
      --text-md: 0.95rem;
      --text-lg: 1.1rem;
      --display-sm: 1.5rem;
      --display-md: 1.75rem;
      --display-lg: clamp(2rem, 4.2vw, 2.9rem);
      --display-xl: clamp(2.5rem, 6vw, 4.25rem);
      --weight-strong: 600;
      --focus-ring: var(--color-accent-dark);
      /* The header's one row is exactly this high (frame/Header.tsx), so scrolling and focus clear it. */
      --header-height: 3.75rem;
      color-scheme: light;
      ${wideScreen} {
        --header-height: 4.5rem;
      }
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      /* The logical name: the CSS prefixer would add an invalid scroll-snap-padding-top beside scroll-padding-top. */
      scroll-padding-block-start: calc(var(--header-offset, calc(var(--header-height) + 1px)) + 1rem);
    }
    @media (prefers-reduced-motion: no-preference) {
      html {
        scroll-behavior: smooth;
      }
    }
    body {
      margin: 0;
      background: var(--color-bg);
      color: var(--color-ink);
      font-family: var(--font-body);
      font-size: 1rem;
      line-height: 1.65;
      /* A word longer than its line (a long name, a label the owner wrote) breaks rather than widening the page. */
      overflow-wrap: break-word;
      -webkit-font-smoothing: antialiased;
    }
    img,
    picture,
    svg {
      max-width: 100%;
    }
    picture {
      display: block;
    }
    a {
      color: var(--color-accent-text);
      text-underline-offset: 0.2em;
    }
    :focus-visible {
      outline: 2px solid var(--focus-ring);
      outline-offset: 3px;
    }
    h1,
    h2,
    h3 {
      text-wrap: balance;
    }
    h1,
    h2,
    h3,
    h4,
    h5,
    h6,
    b,
    strong,
    th {
      font-weight: var(--weight-strong);
    }
  }
`
