/**
 * Every photo in content/images, encoded at build time by vite-imagetools (see imagetoolsPlugin.ts)
 * into AVIF and WebP at a few widths (never wider than the original) plus a 1200x630 JPEG for
 * social previews. Import this module only where the imagetools plugin is active.
 */

/** A photo ready for `<picture>`: a srcset per modern format, a fallback src and its intrinsic size. */
export interface ResponsiveImage {
  name: string
  avif: string
  webp: string
  src: string
  width: number
  height: number
}

/** A social preview image: a root-relative URL (prefix the site URL for og:image) and its size. */
export interface ShareImage {
  src: string
  width: number
  height: number
}

interface ImgOutput {
  src: string
  w: number
  h: number
  srcset?: string
}

// The queries must be literals: Vite reads them statically. Widths above the original are dropped.
const avif = import.meta.glob<string>('/content/images/*.jpg', {
  eager: true,
  import: 'default',
  query: { w: '480;800;1200;1600;2400', format: 'avif', quality: '50', effort: '3', as: 'srcset' },
})
const webp = import.meta.glob<ImgOutput>('/content/images/*.jpg', {
  eager: true,
  import: 'default',
  query: { w: '480;800;1200;1600;2400', format: 'webp', quality: '72', as: 'img' },
})
const share = import.meta.glob<ImgOutput>('/content/images/*.jpg', {
  eager: true,
  import: 'default',
  query: { w: '1200', h: '630', fit: 'cover', format: 'jpg', quality: '80', progressive: 'true', as: 'img' },
})

const keyOf = (name: string) => `/content/images/${name}.jpg`

// The one list of photos the owner picks from is schemas/image.ts's, which checks every name in content first.
function unknown(name: string): Error {
  return new Error(`image "${name}" not found in content/images (names in content are checked by schemas/image.ts)`)
}

/** The responsive sources of a photo, by file name without extension. */
export function getImage(name: string): ResponsiveImage {
  const key = keyOf(name)
  const img = webp[key]
  const avifSet = avif[key]
  if (!img || avifSet === undefined) throw unknown(name)
  return { name, avif: avifSet, webp: img.srcset ?? `${img.src} ${img.w}w`, src: img.src, width: img.w, height: img.h }
}

/** The 1200x630 JPEG of a photo for og:image and twitter:image. */
export function getShareImage(name: string): ShareImage {
  const img = share[keyOf(name)]
  if (!img) throw unknown(name)
  return { src: img.src, width: img.w, height: img.h }
}
