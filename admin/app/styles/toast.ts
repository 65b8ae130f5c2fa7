import { css } from '@linaria/core'
import { error, notice } from './frame'

/**
 * Where the news of an action shows, in the flow of the page rather than over it, so that it never covers what the
 * owner is doing: inside the editor's save bar (barToast, styles/editor.ts), at the end of the list (listToast).
 * Its two live regions take no room while there is no news.
 */
export const toast = css`
  & p {
    margin: 0;
  }
`

/**
 * The list's: at the bottom of the screen wherever the owner has scrolled, and below the last post once they reach
 * it, so any post can be scrolled out from under it.
 */
export const listToast = css`
  position: sticky;
  z-index: 20;
  bottom: calc(0.75rem + env(safe-area-inset-bottom, 0px));
  max-width: 40rem;
  margin: 1rem auto 0;
`

/** The message's box, shaped as the inline notice or error it replaces. */
export const box = css`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  box-shadow: 0 0.75rem 2rem -1rem rgb(43 38 33 / 0.45);
  /* Over the notice's and error's own spacing, whichever comes later in the sheet. */
  &.${notice}, &.${error} {
    margin: 0;
    padding: 0.35rem 0.35rem 0.35rem 1rem;
  }
  & [role] {
    flex: 1;
    margin: 0;
    padding-block: 0.6rem;
  }
  & [role]:empty {
    display: none;
  }
`

/** Closes the message: a 44 px square, as every tap target of the admin. */
export const close = css`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 0.5rem;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgb(43 38 33 / 0.08);
  }
`
