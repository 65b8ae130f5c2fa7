import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { JOB_PHOTOS_PATH, MAX_JOB_PHOTO_BYTES } from '../siteEndpoints'

/** What saving a job photo gave: the stored photo, or the status and a pt-BR message saying what to do. */
export type JobPhotoResult =
  { status: 201; photo: { id: string; width: number; height: number } } | { status: 413 | 415 | 422 | 503; error: string }

/** Prepares and stores a photo's bytes (server/images/jobPhotoUpload.ts); null on a server without the service key. */
export type SaveJobPhoto = ((bytes: Uint8Array, contentType: string) => Promise<JobPhotoResult>) | null

const TOO_LARGE = `Esta foto passa de ${MAX_JOB_PHOTO_BYTES / 1024 / 1024} MB. Tire a foto de novo na resolução normal da câmera, ou mande-a pelo WhatsApp para você mesma e escolha a de lá.`

/**
 * POST /trabalhos/fotos (behind the admin check of admin/server/endpoints.ts): the raw bytes of one photo of a
 * delivered job, at most MAX_JOB_PHOTO_BYTES, refused with 413 as they stream past it.
 */
export function jobPhotoRoute(app: Hono, save: SaveJobPhoto): void {
  const limit = bodyLimit({ maxSize: MAX_JOB_PHOTO_BYTES, onError: (c) => c.json({ error: TOO_LARGE }, 413) })
  app.post(JOB_PHOTOS_PATH, limit, async (c) => {
    if (!save)
      return c.json({ error: 'O servidor não tem a chave de serviço do Supabase (SUPABASE_SERVICE_ROLE_KEY) para guardar fotos.' }, 503)
    const type = c.req.header('content-type') ?? ''
    if (type && !/^image\//i.test(type)) return c.json({ error: 'Envie uma foto (JPEG, PNG ou WebP), não outro tipo de arquivo.' }, 415)
    const body = await c.req.arrayBuffer().catch(() => null)
    if (!body) return c.json({ error: 'A foto não chegou inteira (a conexão caiu?): envie de novo.' }, 400)
    const bytes = new Uint8Array(body)
    if (bytes.byteLength === 0) return c.json({ error: 'Nenhuma foto chegou: escolha a foto e envie de novo.' }, 400)
    const result = await save(bytes, type)
    return result.status === 201 ? c.json(result.photo, 201) : c.json({ error: result.error }, result.status)
  })
}
