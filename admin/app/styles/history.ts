import { css } from '@linaria/core'
import { preview } from './editor'
import { dialog } from './screens'

/** What keeps posts from being lost: the trash tabs of the list, and the saved versions under the editor. */
export const tabs = css`
  margin-bottom: 1rem;
`

export const revisions = css`
  margin-top: 2rem;
  & h2 {
    margin: 0 0 0.35rem;
    font-size: 1.2rem;
  }
`

export const revisionList = css`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.6rem 0.9rem;
    border: 1px solid var(--color-line);
    border-radius: 0.6rem;
    background: #fff;
    overflow-wrap: anywhere;
  }
`

/** A version's date, author and note over what it changed. */
export const revisionText = css`
  display: grid;
  gap: 0.15rem;
`

/**
 * A dialog wide enough to show a saved version as the blog would. The version scrolls inside it, so that its
 * buttons stay in view at any height (the editor's preview is sticky, which here would cover them).
 */
export const wideDialog = css`
  &.${dialog} {
    width: min(100% - 2rem, 52rem);
    max-height: calc(100dvh - 2rem);
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  & > * {
    flex: none;
  }
  & .${preview} {
    position: static;
    flex: 0 1 auto;
    min-height: 0;
    max-height: none;
    margin: 1rem 0;
    overflow-y: auto;
  }
`
