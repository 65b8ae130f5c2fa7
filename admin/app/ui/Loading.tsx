import * as frameCss from '../styles/frame'

/** The spec's loading text, shown while an admin screen loads. */
export function Loading() {
  return (
    <p className={frameCss.loading} role="status">
      Carregando...
    </p>
  )
}
