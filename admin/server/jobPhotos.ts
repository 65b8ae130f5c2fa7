import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { JOB_PHOTOS_PATH, MAX_JOB_PHOTO_BYTES } from '../siteEndpoints'

/** What saving a job photo gave: the stored photo, or the status and a pt-BR message saying what to do. */
export type JobPhotoResult =
  { status: 201; photo: { id: string; width: number; height: number } } | { status: 413 | 415 | 422 | 503; error: string }

/** Prepares and stores a photo's bytes (server/images/jobPhotoUpload.ts); null on a server without the service key. */
export type SaveJobPhoto = ((bytes: Uint8Array, contentType: string) => Promise<JobPhotoResult>) | null

/** Removes the files of job photos no row names any more (server/images/jobPhotoSweep.ts): how many; null without the service key. */
export type SweepJobPhotos = (() => Promise<number>) | null

const NO_KEY = 'O servidor não tem a chave de serviço do Supabase (SUPABASE_SERVICE_ROLE_KEY) para guardar fotos.'

const TOO_LARGE = `Esta foto passa de ${MAX_JOB_PHOTO_BYTES / 1024 / 1024} MB. Tire a foto de novo na resolução normal da câmera, ou mande-a pelo WhatsApp para você mesma e escolha a de lá.`

/**
 * Behind the admin check of admin/server/endpoints.ts: POST /trabalhos/fotos takes the raw bytes of one photo of a
 * delivered job, at most MAX_JOB_PHOTO_BYTES, refused with 413 as they stream past it; DELETE /trabalhos/fotos
 * removes from Storage the photos no job has any more (a job deleted for good, a photo taken off one).
 */
export function jobPhotoRoutes(app: Hono, save: SaveJobPhoto, sweep: SweepJobPhotos): void {
  const limit = bodyLimit({ maxSize: MAX_JOB_PHOTO_BYTES, onError: (c) => c.json({ error: TOO_LARGE }, 413) })
  app.post(JOB_PHOTOS_PATH, limit, async (c) => {
    if (!save) return c.json({ error: NO_KEY }, 503)
    const type = c.req.header('content-type') ?? ''
    if (type && !/^image\//i.test(type)) return c.json({ error: 'Envie uma foto (JPEG, PNG ou WebP), não outro tipo de arquivo.' }, 415)
    const body = await c.req.arrayBuffer().catch(() => null)
    if (!body) return c.json({ error: 'A foto não chegou inteira (a conexão caiu?): envie de novo.' }, 400)
    const bytes = new Uint8Array(body)
    if (bytes.byteLength === 0) return c.json({ error: 'Nenhuma foto chegou: escolha a foto e envie de novo.' }, 400)
    const result = await save(bytes, type)
    return result.status === 201 ? c.json(result.photo, 201) : c.json({ error: result.error }, result.status)
  })

  app.delete(JOB_PHOTOS_PATH, async (c) => {
    if (!sweep) return c.json({ error: NO_KEY }, 503)
    const removed = await sweep().catch((error: unknown) => error)
    if (typeof removed === 'number') return c.json({ removed })
    console.error('[job photos] sweep failed:', removed instanceof Error ? removed.message : removed)
    return c.json({ error: 'Não foi possível apagar agora as fotos de trabalhos excluídos. Tente de novo mais tarde.' }, 503)
  })
}
