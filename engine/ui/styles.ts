import { css } from '@linaria/core'

/** Centred content column. */
export const container = css`
  width: min(100% - 2.5rem, 72rem);
  margin-inline: auto;
`

/** Vertical rhythm of a page section. */
export const section = css`
  padding-block: clamp(3.5rem, 8vw, 6.5rem);
`

/** Section on the sand surface colour. */
export const sectionAlt = css`
  background: var(--color-surface);
`

/** The small uppercase label's declarations, for a class that adds its own spacing. */
export const labelText = `
  font-size: var(--text-xs);
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: var(--color-accent-text);
  font-weight: var(--weight-strong);
`

/** Small uppercase line above a heading. */
export const eyebrow = css`
  display: block;
  ${labelText}
  margin-bottom: 0.9rem;
`

/** Section heading (h2). */
export const sectionHeading = css`
  font-family: var(--font-display);
  font-weight: 400;
  font-size: var(--display-lg);
  line-height: 1.1;
  letter-spacing: -0.01em;
  margin: 0 0 1.25rem;
`

/** Paragraph under a section heading. */
export const sectionIntro = css`
  max-width: 42rem;
  color: var(--color-muted);
  font-size: var(--text-lg);
  margin: 0 0 2.5rem;
`

/** Running text's paragraph: the measure sits on the paragraph, not the container, so the text starts on the page grid; labels in bold read in ink. */
export const bodyText = css`
  max-width: 46rem;
  font-size: var(--text-lg);
  color: var(--color-muted);
  margin: 0 0 1.1rem;
  strong {
    color: var(--color-ink);
  }
`

/** Pill button; variants recolour it through the --button-* properties, so rule order never matters. */
export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: 3rem;
  padding: 0.8rem 1.6rem;
  border-radius: 999px;
  border: 1px solid var(--button-line, var(--button-bg, var(--color-ink)));
  background: var(--button-bg, var(--color-ink));
  color: var(--button-fg, var(--color-bg));
  font-weight: var(--weight-strong);
  font-size: var(--text-md);
  text-decoration: none;
  text-align: center;
  transition:
    background-color 0.2s ease,
    color 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    background: var(--button-hover, var(--color-accent-dark));
    border-color: var(--button-hover, var(--color-accent-dark));
    color: var(--button-hover-fg, var(--button-fg, var(--color-bg)));
  }
`

/** Colour variants of `button`. */
export const buttonVariants = {
  primary: css``,
  secondary: css`
    --button-bg: transparent;
    --button-fg: var(--color-ink);
    --button-line: var(--color-ink);
    --button-hover: var(--color-ink);
    --button-hover-fg: var(--color-bg);
  `,
  chat: css`
    --button-bg: var(--color-green);
    --button-fg: #fff;
    --button-hover: var(--color-green-dark);
  `,
}

/** A row of buttons under a text. */
export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;
`

/** Title of a card or list entry (h3). */
export const cardTitle = css`
  font-family: var(--font-display);
  font-size: var(--display-sm);
  font-weight: var(--weight-strong);
  line-height: 1.25;
  margin: 1rem 0 0.4rem;
`

/** Sentence under a card title. */
export const cardText = css`
  margin: 0;
  color: var(--color-muted);
  font-size: var(--text-md);
`

/** A card's title link: ink until hovered, then the accent colour and an underline. */
export const titleLink = css`
  color: var(--color-ink);
  text-decoration: none;
  &:hover {
    color: var(--color-accent-dark);
    text-decoration: underline;
  }
`

/** The declarations that keep an element for screen readers while nothing shows it (also under a media query). */
export const hiddenFromSight = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

/** Read by screen readers, not shown. */
export const visuallyHidden = css`
  ${hiddenFromSight}
`

/**
 * A grid of photos whose items past the first are laid out, and their photos fetched, only as they near the
 * screen: on a phone the first photo, often the largest paint, does not share the connection with those below.
 * The grid sets `--item-height` to its items' usual height, so the page is laid out as it will be; without it an
 * item holds 20rem rather than collapsing to nothing.
 */
export const photoGrid = css`
  & > li + li {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--item-height, 20rem);
  }
`

/** A card's photo: the card's whole width, cropped to 4:3. */
export const cardPhoto = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`
