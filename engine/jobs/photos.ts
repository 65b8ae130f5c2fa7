import type { Job, JobPhoto } from '../../schemas/job'
import type { ShareImage } from '../seo/head'

/** The widths the upload endpoint makes of every photo, never wider than the original (issue 38's contract). */
export const JOB_PHOTO_WIDTHS = [480, 960, 1600] as const

/**
 * Where the site serves job photos' renditions, `<path><photoId>/<width>.<ext>`, from the renditions bucket's
 * `jobs/` folder (server/jobs/photos.ts): on the site's own origin, so the pages' policy and connection stay theirs.
 */
export const JOB_PHOTOS_PATH = '/media/trabalhos/'

/** The extensions of the renditions made of each photo. */
export const JOB_PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const

/** The widths made of a photo: those not wider than it, and the narrowest when it is narrower than all. */
export function photoWidths(photo: Pick<JobPhoto, 'width'>): number[] {
  const widths = JOB_PHOTO_WIDTHS.filter((width) => width <= photo.width)
  return widths.length > 0 ? widths : [JOB_PHOTO_WIDTHS[0]]
}

/** What a `<picture>` of a job photo needs: AVIF and WebP sources, a JPEG fallback, its size and description. */
export type JobPicture = {
  alt: string
  width: number
  height: number
  src: string
  sources: { type: string; srcSet: string }[]
}

/** The renditions of one photo under `base`, the JPEG fallback at the middle width. */
export function jobPicture(photo: JobPhoto, base: string): JobPicture {
  const widths = photoWidths(photo)
  const url = (width: number, ext: string) => `${base}${photo.id}/${width}.${ext}`
  const srcSet = (ext: string) => widths.map((width) => `${url(width, ext)} ${Math.min(width, photo.width)}w`).join(', ')
  const fallback = widths[Math.min(1, widths.length - 1)] ?? JOB_PHOTO_WIDTHS[0]
  return {
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    src: url(fallback, 'jpg'),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  }
}

/** A job's photos, its cover first, then the others in their order. */
export function photosCoverFirst(job: Pick<Job, 'photos' | 'coverPhotoId'>): JobPhoto[] {
  const ordered = [...job.photos].sort((a, b) => a.position - b.position)
  const cover = ordered.find((photo) => photo.id === job.coverPhotoId)
  return cover ? [cover, ...ordered.filter((photo) => photo !== cover)] : ordered
}

/** The job's share card: its cover's widest JPEG rendition (WhatsApp's preview shows it), described by its alt text. */
export function jobShareImage(job: Pick<Job, 'photos' | 'coverPhotoId'>, base: string): ShareImage | null {
  const cover = photosCoverFirst(job)[0]
  if (!cover) return null
  const width = Math.min(photoWidths(cover).at(-1) ?? JOB_PHOTO_WIDTHS[0], cover.width)
  return {
    url: `${base}${cover.id}/${photoWidths(cover).at(-1)}.jpg`,
    width,
    height: Math.round((cover.height * width) / cover.width),
    alt: cover.alt,
  }
}
