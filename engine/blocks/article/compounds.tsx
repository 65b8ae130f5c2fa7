import { css } from '@linaria/core'

/** Words joined by hyphens ('pé-direito', 'ar-condicionado'): a line may break after a hyphen, a heading must not. */
const compound = /\p{L}+(?:-\p{L}+)+/gu

/** Keeps a compound word on one line. */
const unbroken = css`
  white-space: nowrap;
`

/** A heading's text with each compound word kept on one line. */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(/(\p{L}+(?:-\p{L}+)+)/u)
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts the compounds at the odd indexes.
        index % 2 === 1 ? (
          <span key={index} className={unbroken}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  )
}

/** The same for the headings of a sanitised HTML body: compounds in their text (never in tags) are wrapped. */
export function keepCompoundsInHeadings(html: string): string {
  return html.replace(/<(h[1-6])\b([^>]*)>([\s\S]*?)<\/\1>/g, (_, tag: string, attributes: string, inner: string) => {
    const text = inner
      .split(/(<[^>]*>)/)
      .map((part) => (part.startsWith('<') ? part : part.replace(compound, (word) => `<span class="${unbroken}">${word}</span>`)))
      .join('')
    return `<${tag}${attributes}>${text}</${tag}>`
  })
}
