import { join } from 'node:path'
import sharp from 'sharp'
import type { PhotoNames } from './photos'

/** Width the guide asks of a photo: the largest the build encodes, so big screens never show it stretched. */
export const minPhotoWidth = 1600

/** About what Google shows of a title and of a description before cutting them with '…'. */
export const searchLimits = { title: 60, description: 160 }

/** Warnings on a page's or neighbourhood's title and description longer than Google shows in a search result. */
export function searchTextWarnings(file: string, value: { title?: string; description?: string }): string[] {
  const long = (field: 'title' | 'description', name: string) => {
    const text = value[field]
    const limit = searchLimits[field]
    return text && text.length > limit
      ? [`${file}: ${field}: ${name} tem ${text.length} caracteres e o Google mostra cerca de ${limit} — encurte, ou o fim some na busca`]
      : []
  }
  return [...long('title', 'o título'), ...long('description', 'a descrição')]
}

/** One warning naming the photos narrower than the guide's 1600 px, which look blurred on large screens. */
export async function photoWidthWarnings(root: string, photos: PhotoNames): Promise<string[]> {
  const widths = await Promise.all(
    photos.names.map(async (name) => ({ name, width: (await sharp(join(root, photos.folder, `${name}.jpg`)).metadata()).width })),
  )
  const narrow = widths.filter(({ width }) => width < minPhotoWidth)
  if (!narrow.length) return []
  const list = narrow.map(({ name, width }) => `${name}.jpg (${width} px)`).join(', ')
  return [
    `${photos.folder}: ${narrow.length === 1 ? 'uma foto tem' : `${narrow.length} fotos têm`} menos de ${minPhotoWidth} px de largura e ${narrow.length === 1 ? 'fica borrada' : 'ficam borradas'} em telas grandes — troque por fotos maiores: ${list}`,
  ]
}
