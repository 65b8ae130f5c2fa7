import { z } from 'zod'
import type { UploadState } from './uploadQueue'
import { jobMade, jobPhotoSchema, jobQuoteSchema, jobRooms, jobSchema } from '../../schemas/job'

/** Most photos a job holds (schemas/job.ts). */
export const MAX_JOB_PHOTOS = 10

/** One photo in the form: `key` is the device's name for it, `id` the server's once the photo is uploaded. */
export const jobPhotoFormSchema = z.object({
  key: z.string(),
  id: z.uuid().nullable(),
  alt: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
})

/** What the job form holds: the job's editable columns, with empty strings where the table has nulls. */
export const jobFormSchema = z.object({
  title: z.string(),
  room: z.enum(jobRooms).or(z.literal('')),
  made: z.enum(jobMade).or(z.literal('')),
  neighbourhood: z.string(),
  /** 'YYYY-MM', as `<input type="month">` gives it. */
  delivered: z.string(),
  quote: z.string(),
  clientName: z.string(),
  /** 'YYYY-MM-DD'. */
  consent: z.string(),
  status: z.enum(['draft', 'published']),
  photos: z.array(jobPhotoFormSchema),
  /** The cover photo's key; the first photo when null. */
  coverKey: z.string().nullable(),
})

export type JobForm = z.infer<typeof jobFormSchema>
export type JobPhotoForm = z.infer<typeof jobPhotoFormSchema>

/** A new job: a draft with no photo yet. */
export const emptyJobForm: JobForm = {
  title: '',
  room: '',
  made: '',
  neighbourhood: '',
  delivered: '',
  quote: '',
  clientName: '',
  consent: '',
  status: 'draft',
  photos: [],
  coverKey: null,
}

/** The fields a message may point at: a column, or one photo's description (`alt:<key>`). */
export type JobFieldErrors = Partial<Record<keyof JobForm | `alt:${string}`, string>>

const fits = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

/** One pt-BR message per field to fix before saving; empty when the job can be saved. */
export function jobFormErrors(form: JobForm, neighbourhoods: readonly string[]): JobFieldErrors {
  const errors: JobFieldErrors = {}
  if (!fits(jobSchema.shape.title, form.title)) errors.title = 'Escreva um título de 3 a 80 caracteres, como “Cortina de linho na sala”.'
  if (!form.room) errors.room = 'Escolha o ambiente.'
  if (!form.made) errors.made = 'Escolha o que foi feito.'
  if (!neighbourhoods.includes(form.neighbourhood)) errors.neighbourhood = 'Escolha o bairro.'
  if (!fits(jobSchema.shape.delivered, form.delivered)) errors.delivered = 'Informe o mês da entrega.'
  if (form.photos.length === 0) errors.photos = 'Adicione pelo menos uma foto.'
  else if (form.photos.length > MAX_JOB_PHOTOS) errors.photos = `Um trabalho tem no máximo ${MAX_JOB_PHOTOS} fotos: tire alguma.`
  else if (form.photos.some((photo) => photo.id === null)) errors.photos = 'Espere as fotos terminarem de enviar.'
  for (const photo of form.photos) {
    if (!fits(jobPhotoSchema.shape.alt, photo.alt)) errors[`alt:${photo.key}`] = 'Descreva o que a foto mostra (de 5 a 200 caracteres).'
  }
  Object.assign(errors, quoteErrors(form))
  return errors
}

function quoteErrors({ quote, clientName, consent }: JobForm): JobFieldErrors {
  if (!quote.trim() && !clientName.trim()) return consent ? { consent: 'Sem o depoimento, apague a data da autorização.' } : {}
  const errors: JobFieldErrors = {}
  if (!fits(jobQuoteSchema.shape.text, quote)) errors.quote = 'Escreva o que o cliente disse (de 10 a 600 caracteres) ou apague o nome.'
  if (!fits(jobQuoteSchema.shape.name, clientName))
    errors.clientName = 'Escreva o nome como o cliente autorizou mostrar, como “Marina, Moema”.'
  if (!fits(jobQuoteSchema.shape.consent, consent))
    errors.consent = 'Informe a data em que o cliente autorizou por escrito: sem ela, o depoimento não pode ir para o site.'
  return errors
}

/** The cover's key: the chosen photo while it is in the job, else the first. */
export function coverKeyOf(form: Pick<JobForm, 'photos' | 'coverKey'>): string | null {
  return form.photos.find((photo) => photo.key === form.coverKey)?.key ?? form.photos[0]?.key ?? null
}

/** The form with the server's id and size of each photo it has by now (uploads by key; others ignored). */
export function withUploaded(form: JobForm, uploads: Readonly<Record<string, UploadState | undefined>>): JobForm {
  const sent = (key: string) => {
    const upload = uploads[key]
    return upload?.phase === 'sent' ? upload : null
  }
  if (!form.photos.some((photo) => photo.id === null && sent(photo.key))) return form
  return {
    ...form,
    photos: form.photos.map((photo) => {
      const upload = photo.id === null ? sent(photo.key) : null
      return upload ? { ...photo, id: upload.id, width: upload.width, height: upload.height } : photo
    }),
  }
}

/** The photos with one moved a place up (-1) or down (+1); unchanged at either end. */
export function movePhoto(photos: readonly JobPhotoForm[], key: string, step: -1 | 1): JobPhotoForm[] {
  const from = photos.findIndex((photo) => photo.key === key)
  const to = from + step
  if (from < 0 || to < 0 || to >= photos.length) return [...photos]
  const moved = [...photos]
  ;[moved[from], moved[to]] = [moved[to] as JobPhotoForm, moved[from] as JobPhotoForm]
  return moved
}
