import { css } from '@linaria/core'
import { hiddenFromSight } from '../../../engine/ui/styles'
import { tablet } from './frame'
import { field, textInput } from './forms'

/** Narrower than a tablet. */
const phone = '@media (max-width: 47.99rem)'

/** Where the fields and the preview sit side by side. */
const desktop = '@media (min-width: 72rem)'

/** The fields, then the preview beside them on a wide screen. */
export const editorGrid = css`
  display: grid;
  gap: 1.5rem;
  ${desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

export const editorFields = css`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`

/** Two short fields side by side from tablet width. */
export const pair = css`
  display: grid;
  gap: 1.25rem;
  ${tablet} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.35rem;
  border: 1px solid var(--color-line-strong);
  border-bottom: 0;
  border-radius: 0.5rem 0.5rem 0 0;
  background: var(--color-surface);
  & button {
    min-width: 2.75rem;
    font-size: 0.9rem;
    min-height: 2.75rem;
    padding: 0.25rem 0.6rem;
    border: 1px solid transparent;
    border-radius: 0.4rem;
    background: transparent;
    color: var(--color-ink);
    font-family: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & button:hover,
  & button[aria-pressed='true'] {
    background: var(--color-bg);
    border-color: var(--color-line-strong);
  }
  & button:disabled {
    color: var(--color-muted);
    cursor: default;
  }
  /* On a phone every button stays in view, on two rows, each row filled edge to edge. */
  ${phone} {
    & button {
      flex: 1 0 auto;
      padding-inline: 0.3rem;
      font-size: 0.8rem;
    }
  }
`

export const toolbarEnd = css`
  margin-left: auto;
  ${phone} {
    margin-left: 0;
  }
`

/** Undo's and redo's arrows, large enough to read at a glance. */
export const sign = css`
  font-size: 1.1rem;
  line-height: 1;
`

/** A tool's short face (B, I, 1. Lista), shown on a phone only and never read out: the button's name is its word. */
export const phoneOnly = css`
  & b,
  & i {
    font-size: 1.05rem;
  }
  & i {
    font-family: var(--font-display);
  }
  @media (min-width: 48rem) {
    display: none;
  }
`

/** A word shown beside its sign on a wide screen; on a phone it stays only in the button's name, which screen readers say. */
export const wideOnly = css`
  ${phone} {
    ${hiddenFromSight}
  }
`

/** The body's box under the toolbar, whichever view shows it. */
const bodyBox = `
  min-height: 18rem;
  max-height: 70vh;
  overflow-y: auto;
  border-radius: 0 0 0.5rem 0.5rem;
`

/** The editor's place while its code loads: the toolbar's height and the body's, so nothing moves when it comes. */
export const editorLoading = css`
  display: grid;
  place-items: center;
  margin: 0;
  min-height: calc(18rem + 3.5rem + 2px);
  border: 1px solid var(--color-line-strong);
  border-radius: 0.5rem;
  background: var(--color-surface);
  color: var(--color-muted);
`

/** The editing area (ProseMirror's element): the post as it will read, its tables and quotes drawn plainly. */
export const editable = css`
  ${bodyBox}
  padding: 0.5rem 1rem;
  border: 1px solid var(--color-line-strong);
  background: #fff;
  line-height: 1.65;
  &:focus-visible {
    outline-offset: 0;
  }
  & > :first-child {
    margin-top: 0.5rem;
  }
  &[data-empty]::before {
    content: attr(data-placeholder);
    position: absolute;
    color: var(--color-muted);
    pointer-events: none;
  }
  & li > p {
    margin: 0;
  }
  & table {
    border-collapse: collapse;
    margin: 1rem 0;
  }
  & th,
  & td {
    min-width: 4rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--color-line-strong);
    vertical-align: top;
    text-align: left;
  }
  & :is(th, td) > p {
    margin: 0;
  }
  & .selectedCell {
    background: var(--color-surface);
  }
  & img {
    max-width: 100%;
  }
  & img.ProseMirror-selectednode {
    outline: 2px solid var(--color-accent-dark);
  }
`

/** The HTML view: as tall as the editor. Inside a field, whose text-box rule (2.9rem high) would otherwise win. */
export const source = css`
  .${field} & {
    ${textInput}
    ${bodyBox}
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.88rem;
  }
`

/** Sticky at the bottom, and above a phone's on-screen keyboard (--keyboard-inset, editor/useCaretInView.ts). */
export const savebar = css`
  position: sticky;
  bottom: var(--keyboard-inset, 0px);
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  /* Wider than the fields by more than their focus ring, which would otherwise show beside the bar. */
  margin: 1.5rem -0.5rem 0;
  padding: 0.75rem 0.5rem;
  background: var(--color-bg);
  border-top: 1px solid var(--color-line);
  /* On a phone the save bar's three buttons fit on one line. */
  @media (max-width: 47.99rem) {
    & > * {
      padding-inline: 1.1rem;
    }
  }
`

/** The news of a save or a restore: the save bar's first row, so it grows the bar rather than covering the fields. */
export const barToast = css`
  flex-basis: 100%;
  /* Out of the flow while empty (no gap above the buttons), yet rendered, so that screen readers keep its live regions. */
  &:not(:has([role]:not(:empty))) {
    position: absolute;
  }
`

/** The link dialog's fields, and the WhatsApp shortcut under the address. */
export const linkBody = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  & > button {
    justify-self: start;
  }
`

export const offer = css`
  & p {
    margin: 0 0 0.6rem;
  }
`

/** The post as its public page lays it out. */
export const preview = css`
  min-width: 0;
  padding: 1.25rem;
  border: 1px dashed var(--color-line-strong);
  border-radius: 0.75rem;
  background: var(--color-bg);
  overflow-wrap: anywhere;
  & h1 {
    font-family: var(--font-display);
    font-weight: 500;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    line-height: 1.1;
    margin: 0 0 0.5rem;
  }
  ${desktop} {
    position: sticky;
    top: 5.5rem;
    max-height: calc(100vh - 7rem);
    overflow-y: auto;
  }
`

export const previewLead = css`
  margin: 0 0 0.5rem;
  font-size: 1.1rem;
  color: var(--color-muted);
`

export const previewImage = css`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin: 1rem 0;
  border-radius: 0.5rem;
  background: var(--color-surface);
`

/** The post's body, with the public page's headings, quotes and images. */
export const prose = css`
  & h2,
  & h3 {
    font-family: var(--font-display);
    font-weight: 600;
    line-height: 1.2;
    margin: 1.6em 0 0.5em;
  }
  & h2 {
    font-size: 1.6rem;
  }
  & h3 {
    font-size: 1.3rem;
  }
  & blockquote {
    margin: 1.25rem 0;
    padding: 0.25rem 0 0.25rem 1rem;
    border-left: 3px solid var(--color-accent);
    font-family: var(--font-display);
    font-size: 1.25rem;
    font-style: italic;
  }
  & img {
    height: auto;
    border-radius: 0.5rem;
  }
`
