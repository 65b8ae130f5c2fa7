/**
 * A site's photos, encoded at build time by vite-imagetools (see imagetoolsPlugin.ts) into AVIF and WebP at
 * a few widths (never wider than the original); social previews are drawn apart (seo/shareCards.ts). The composition root
 * (pages/site.ts) globs its content folder's photos with those queries and hands the results to imageLibrary.
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

/** What vite-imagetools gives for one photo with `as: 'img'`. */
export interface ImgOutput {
  src: string
  w: number
  h: number
  srcset?: string
}

/** The encoded photos of a content folder, each keyed by its glob key ('/content/images/sala.jpg'). */
type ImageFiles = {
  /** AVIF srcsets (`as: 'srcset'`). */
  avif: Record<string, string>
  /** WebP images with their srcsets (`as: 'img'`). */
  webp: Record<string, ImgOutput>
}

/** A site's photos by file name without extension. */
export type ImageLibrary = {
  /** Every photo's name, sorted: what content may name. */
  names: readonly string[]
  /** The responsive sources of a photo. */
  image(name: string): ResponsiveImage
}

const byName = <T>(files: Record<string, T>) =>
  new Map(Object.entries(files).map(([key, value]) => [key.replace(/^.*\//, '').replace(/\.jpg$/, ''), value]))

// loadSite checks every name in content against the library first: a miss here is a bug.
function unknown(name: string): Error {
  return new Error(`image "${name}" is not among the site's photos (names in content are checked by loadSite)`)
}

/** Looks a site's encoded photos up by name. */
export function imageLibrary(files: ImageFiles): ImageLibrary {
  const avif = byName(files.avif)
  const webp = byName(files.webp)
  return {
    names: [...webp.keys()].sort(),
    image(name) {
      const img = webp.get(name)
      const avifSet = avif.get(name)
      if (!img || avifSet === undefined) throw unknown(name)
      return { name, avif: avifSet, webp: img.srcset ?? `${img.src} ${img.w}w`, src: img.src, width: img.w, height: img.h }
    },
  }
}
