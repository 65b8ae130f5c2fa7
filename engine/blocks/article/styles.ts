import { css } from '@linaria/core'

/** Reading typography of long text: the article block and the blog's post bodies share it. */
export const articleText = css`
  max-width: 44rem;
  margin-inline: auto;
  font-size: var(--text-lg);
  line-height: 1.75;
  color: var(--color-ink);
  overflow-wrap: break-word;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: var(--font-display);
    line-height: 1.2;
    margin: 2.4rem 0 0.8rem;
  }
  h1,
  h2 {
    font-size: var(--display-md);
  }
  h3 {
    font-size: var(--display-sm);
  }
  h4,
  h5,
  h6 {
    font-size: var(--text-lg);
  }
  & > :first-child,
  & > :first-child > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  pre,
  table {
    margin: 0 0 1.25rem;
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  li + li {
    margin-top: 0.45rem;
  }
  li::marker {
    color: var(--color-accent-text);
  }
  blockquote {
    margin: 2rem 0;
    padding: 1.25rem 1.5rem;
    border-left: 3px solid var(--color-accent);
    background: var(--color-surface);
    font-family: var(--font-display);
    font-size: var(--display-sm);
    line-height: 1.45;
  }
  img {
    display: block;
    height: auto;
    margin: 2rem auto;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: var(--text-md);
  }
  th,
  td {
    padding: 0.6rem 0.9rem;
    border-bottom: 1px solid var(--color-line);
    text-align: left;
  }
  code,
  pre {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
    font-size: 0.92em;
  }
  pre {
    overflow-x: auto;
    padding: 1rem;
    background: var(--color-surface);
  }
`
