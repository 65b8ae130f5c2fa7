/** The spec's loading text, shown while an admin screen loads. */
export function Loading() {
  return (
    <p className="adm-loading" role="status">
      Carregando...
    </p>
  )
}
