import type { Job, JobPhoto } from '../../schemas/job'
import { SHARE_SIZE } from '../media/shareSize'
import type { ShareImage } from '../seo/head'

// The one statement of a job photo's files, read by the pages, the upload, the sweep and the backup alike.

/** The private bucket of the jobs' originals, upright and metadata-free (supabase/migrations: service key only). */
export const JOB_ORIGINALS_BUCKET = 'job-originals'

/** The folder of the jobs' renditions in the public renditions bucket. */
export const JOB_RENDITIONS_FOLDER = 'jobs/'

/** The widths the upload endpoint makes of every photo, narrowest first, never wider than the original (issue 38's contract). */
export const JOB_PHOTO_WIDTHS = [480, 960, 1600] as const

/** The renditions' encodings, best first, as their file extensions. */
export const JOB_PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type JobPhotoFormat = (typeof JOB_PHOTO_FORMATS)[number]

/** The media type of each encoding. */
export const JOB_PHOTO_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const satisfies Record<
  JobPhotoFormat,
  string
>

/**
 * Where the site serves job photos' files, `<path><photoId>/<width>.<ext>` and `<path><photoId>/share.jpg`, from the
 * renditions bucket's JOB_RENDITIONS_FOLDER (server/jobs/photos.ts): on the site's own origin, so the pages' policy
 * and connection stay theirs.
 */
export const JOB_PHOTOS_PATH = '/media/trabalhos/'

/** The widths made of an original `width` pixels wide (the upload refuses one narrower than the first). */
export function jobPhotoWidthsFor(width: number): number[] {
  return JOB_PHOTO_WIDTHS.filter((candidate) => candidate <= width)
}

const SHARE_FILE = 'share.jpg'
const renditionFile = (photoId: string, width: number, format: JobPhotoFormat) => `${photoId}/${width}.${format}`
const shareFile = (photoId: string) => `${photoId}/${SHARE_FILE}`

/** The public files made of each photo, in its id's folder, by name with their encoding: every width in every encoding, and the share card. */
export const JOB_PHOTO_FILES: ReadonlyMap<string, JobPhotoFormat> = new Map([
  ...JOB_PHOTO_WIDTHS.flatMap((width) => JOB_PHOTO_FORMATS.map((format) => [`${width}.${format}`, format] as const)),
  [SHARE_FILE, 'jpg'],
])

/** A rendition's name in the renditions bucket: `jobs/<photoId>/<width>.<ext>`. */
export function jobRenditionName(photoId: string, width: number, format: JobPhotoFormat): string {
  return JOB_RENDITIONS_FOLDER + renditionFile(photoId, width, format)
}

/** The photo's 1200×630 share card (a JPEG under WhatsApp's 300 KB) in the renditions bucket: `jobs/<photoId>/share.jpg`. */
export function jobShareName(photoId: string): string {
  return JOB_RENDITIONS_FOLDER + shareFile(photoId)
}

/** The original's name in the private bucket. */
export function jobOriginalName(photoId: string): string {
  return `${photoId}.jpg`
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
  const made = jobPhotoWidthsFor(photo.width)
  const widths = made.length > 0 ? made : [JOB_PHOTO_WIDTHS[0]]
  const url = (width: number, format: JobPhotoFormat) => base + renditionFile(photo.id, width, format)
  const srcSet = (format: JobPhotoFormat) => widths.map((width) => `${url(width, format)} ${Math.min(width, photo.width)}w`).join(', ')
  const fallback = widths[Math.min(1, widths.length - 1)] ?? JOB_PHOTO_WIDTHS[0]
  return {
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    src: url(fallback, 'jpg'),
    sources: [
      { type: JOB_PHOTO_TYPES.avif, srcSet: srcSet('avif') },
      { type: JOB_PHOTO_TYPES.webp, srcSet: srcSet('webp') },
    ],
  }
}

/** A job's photos, its cover first, then the others in their order. */
export function photosCoverFirst(job: Pick<Job, 'photos' | 'coverPhotoId'>): JobPhoto[] {
  const ordered = [...job.photos].sort((a, b) => a.position - b.position)
  const cover = ordered.find((photo) => photo.id === job.coverPhotoId)
  return cover ? [cover, ...ordered.filter((photo) => photo !== cover)] : ordered
}

/** A photo's widest JPEG rendition under `base`, with the size that rendition has (what structured data names). */
export function jobPhotoLargest(photo: JobPhoto, base: string): { url: string; width: number; height: number } {
  const widest = jobPhotoWidthsFor(photo.width).at(-1) ?? JOB_PHOTO_WIDTHS[0]
  const width = Math.min(widest, photo.width)
  return { url: base + renditionFile(photo.id, widest, 'jpg'), width, height: Math.round((photo.height * width) / photo.width) }
}

/** The job's share image: its cover's 1200×630 share card (small enough for WhatsApp's preview), described by its alt text. */
export function jobShareImage(job: Pick<Job, 'photos' | 'coverPhotoId'>, base: string): ShareImage | null {
  const cover = photosCoverFirst(job)[0]
  return cover ? { url: base + shareFile(cover.id), ...SHARE_SIZE, alt: cover.alt } : null
}
