import { z } from 'zod'
import { slugSchema } from './slug'

/** The rooms a delivered job can be in, as the admin offers them. */
export const jobRooms = ['sala', 'quarto', 'quarto de criança', 'escritório', 'cozinha', 'varanda', 'outro'] as const

/** What a job made, as the admin offers it. */
export const jobMade = ['cortina', 'voil', 'blecaute', 'persiana', 'rolô', 'romana', 'painel', 'trilho e varão'] as const

/** One photo of a delivered job: its renditions live under `key` in the public renditions bucket. */
export const jobPhotoSchema = z.object({
  /** The photo's id; its renditions are stored under `jobs/<id>/`. */
  id: z.uuid(),
  /** What the photo shows, for people who cannot see it. */
  alt: z.string().trim().min(5).max(200),
  /** The width of the upright original, in pixels. */
  width: z.number().int().positive(),
  /** The height of the upright original, in pixels. */
  height: z.number().int().positive(),
  /** The photo's place in the job, from 0; the cover is the job's `coverPhotoId`. */
  position: z.number().int().min(0),
})

/** The client's words on a job, shown only with the date of the client's written consent. */
export const jobQuoteSchema = z.object({
  /** What the client said. */
  text: z.string().trim().min(10).max(600),
  /** The client as the client allows it to be shown: 'Marina, Moema'. */
  name: z.string().trim().min(2).max(60),
  /** The day the client consented in writing, 'YYYY-MM-DD'. */
  consent: z.iso.date(),
})

/** A delivered job as visitors see it (a published row of `public.jobs` with its photos). */
export const jobSchema = z.object({
  /** The job's id. */
  id: z.uuid(),
  /** The job's address under /portfolio/: 'cortina-de-linho-na-sala-em-moema'. */
  slug: slugSchema,
  /** A short title: 'Cortina de linho na sala'. */
  title: z.string().trim().min(3).max(80),
  /** The room. */
  room: z.enum(jobRooms),
  /** What was made. */
  made: z.enum(jobMade),
  /** The neighbourhood file's slug (content/neighbourhoods/<slug>.ts). */
  neighbourhood: slugSchema,
  /** The month it was delivered, 'YYYY-MM'. */
  delivered: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** The client's words, when the client gave them and consented. */
  quote: jobQuoteSchema.nullable(),
  /** The cover photo's id, one of `photos`. */
  coverPhotoId: z.uuid(),
  /** 1 to 10 photos, in order. */
  photos: z.array(jobPhotoSchema).min(1).max(10),
  /** When it was first published (ISO date-time): newest first on the site. */
  publishedAt: z.iso.datetime({ offset: true }),
})

export type Job = z.infer<typeof jobSchema>
export type JobPhoto = z.infer<typeof jobPhotoSchema>
export type JobQuote = z.infer<typeof jobQuoteSchema>
