/**
 * The launch check's note on the site's pictures while some are still illustrations: not an item, since an
 * illustration is labelled as such wherever it shows, but how far the site is from showing only her work. `jobs` is
 * the published delivered jobs, or null when the database was not read. None when every picture is a real photo.
 */
export function illustrationNote(illustrations: number, jobs: number | null): string | null {
  if (illustrations === 0) return null
  const pictures = illustrations === 1 ? '1 imagem ainda é ilustração' : `${illustrations} imagens ainda são ilustrações`
  const delivered =
    jobs === null
      ? 'os trabalhos entregues do banco não foram contados'
      : jobs === 1
        ? '1 trabalho entregue publicado'
        : `${jobs} trabalhos entregues publicados`
  return `${pictures} (content/illustrations.ts); ${delivered} — publique fotos de trabalhos em /admin e tire da lista cada ilustração trocada por uma foto real`
}
