/** The private bucket of the jobs' originals, upright and metadata-free (supabase/migrations: service key only). */
export const JOB_ORIGINALS_BUCKET = 'job-originals'

/** The widths a job photo's renditions are made at, narrowest first; none wider than the original. */
export const jobPhotoWidths = [480, 960, 1600] as const

/** The renditions' encodings, best first, as their file extensions. */
export const jobPhotoExtensions = ['avif', 'webp', 'jpg'] as const
export type JobPhotoExtension = (typeof jobPhotoExtensions)[number]

/** The widths made for an original `width` pixels wide (the upload refuses one narrower than the first). */
export function jobPhotoWidthsFor(width: number): number[] {
  return jobPhotoWidths.filter((candidate) => candidate <= width)
}

/** A rendition's name in the public renditions bucket: `jobs/<photoId>/<width>.<ext>`. */
export function jobRenditionName(photoId: string, width: number, extension: JobPhotoExtension): string {
  return `jobs/${photoId}/${width}.${extension}`
}

/** The photo's 1200×630 share card (a JPEG under WhatsApp's 300 KB) in the renditions bucket. */
export function jobShareName(photoId: string): string {
  return `jobs/${photoId}/share.jpg`
}

/** The original's name in the private bucket. */
export function jobOriginalName(photoId: string): string {
  return `${photoId}.jpg`
}
