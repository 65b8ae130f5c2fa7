/** Where the site's server answers the admin (server/createServer.ts mounts adminEndpoints here). */
export const ADMIN_ENDPOINTS_BASE = '/api/admin'

/** DELETE: outdates the server's kept blog pages, which it renders again. */
export const BLOG_CACHE_PATH = '/blog-cache'

/** POST { html }: the body sanitised exactly as the public post shows it. */
export const PREVIEW_PATH = '/preview'

/**
 * POST the raw bytes of one photo of a delivered job: 201 { id, width, height }; DELETE: removes the files of photos
 * no job has any more, 200 { removed } (admin/server/jobPhotos.ts).
 */
export const JOB_PHOTOS_PATH = '/trabalhos/fotos'

/** GET: the commit this server's build was made from, `{ baked }` (build/siteVersion.ts's JSON, or null), to admins only. */
export const SITE_VERSION_PATH = '/versao'

/** Largest photo the site takes: a phone's biggest ordinary photo is about 12 MB. */
export const MAX_JOB_PHOTO_BYTES = 15 * 1024 * 1024

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })

/** Asks the site to render its blog pages again, so a saved change shows at once; false when it could not. */
export async function dropBlogCache(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchImpl(ADMIN_ENDPOINTS_BASE + BLOG_CACHE_PATH, { method: 'DELETE', headers: bearer(accessToken) }).catch(
    () => null,
  )
  return response?.ok ?? false
}

/**
 * Removes from the site's storage the photos no job has any more (after a job is deleted for good or a photo taken
 * off one; an upload never saved, after a day): how many, or null when it could not.
 */
export async function sweepJobPhotos(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<number | null> {
  const response = await fetchImpl(ADMIN_ENDPOINTS_BASE + JOB_PHOTOS_PATH, {
    method: 'DELETE',
    headers: bearer(accessToken),
    signal: AbortSignal.timeout(60_000),
  }).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { removed?: unknown } | null
  return typeof body?.removed === 'number' ? body.removed : null
}

/** The commit the running server was built from, as the build baked it (admin/siteVersion.ts reads it); null when unknown. */
export async function readBakedVersion(accessToken: string): Promise<string | null> {
  const response = await fetch(ADMIN_ENDPOINTS_BASE + SITE_VERSION_PATH, {
    headers: bearer(accessToken),
    signal: AbortSignal.timeout(15_000),
  })
  const body = response.ok ? ((await response.json()) as { baked?: unknown }) : null
  return typeof body?.baked === 'string' ? body.baked : null
}

/** The post body as the public page will show it, sanitised by the site's own sanitiser. */
export async function previewHtml(accessToken: string, html: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(ADMIN_ENDPOINTS_BASE + PREVIEW_PATH, {
    method: 'POST',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ html }),
    signal,
  })
  if (!response.ok) throw new Error(`preview: ${response.status}`)
  const body = (await response.json()) as { html?: unknown }
  return typeof body.html === 'string' ? body.html : ''
}

/** A job photo the site stored: the id to write in job_photos, and its upright size. */
export type UploadedJobPhoto = { id: string; width: number; height: number }

/** Why a photo was not stored: the site's pt-BR message, and its status (0 when the connection failed or stalled). */
export class JobPhotoUploadError extends Error {
  override name = 'JobPhotoUploadError'

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Longest pause in sending, and longest wait for the answer once sent (the server prepares the renditions then). */
const STALL_MS = 60_000
const ANSWER_MS = 120_000

/**
 * Sends one photo of a delivered job to the site, reporting the share sent (0 to 1) as it goes; resolves with the
 * stored photo, rejects with a JobPhotoUploadError. An upload that stalls for a minute is given up (status 0), so
 * the admin can offer to send it again; `signal` cancels it.
 */
export function uploadJobPhoto(
  accessToken: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedJobPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = (ms: number) => {
      clearTimeout(timer)
      timer = setTimeout(() => request.abort(), ms)
    }
    const fail = (status: number, message: string) => {
      clearTimeout(timer)
      reject(new JobPhotoUploadError(status, message))
    }
    request.open('POST', ADMIN_ENDPOINTS_BASE + JOB_PHOTOS_PATH)
    request.setRequestHeader('authorization', `Bearer ${accessToken}`)
    request.setRequestHeader('content-type', file.type || 'application/octet-stream')
    request.upload.onprogress = (event) => {
      wait(STALL_MS)
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.upload.onload = () => wait(ANSWER_MS)
    request.onerror = () => fail(0, 'A conexão caiu e a foto não foi enviada. Ela continua aqui: envie de novo quando a internet voltar.')
    request.onabort = () => fail(0, 'A foto não foi enviada (a conexão parou ou o envio foi cancelado). Envie de novo.')
    request.onload = () => {
      clearTimeout(timer)
      let body: { id?: unknown; width?: unknown; height?: unknown; error?: unknown } = {}
      try {
        body = JSON.parse(request.responseText) as typeof body
      } catch {
        // An answer that is not JSON (a proxy's error page) is said below by its status.
      }
      const { id, width, height, error } = body
      if (request.status === 201 && typeof id === 'string' && typeof width === 'number' && typeof height === 'number') {
        onProgress?.(1)
        return resolve({ id, width, height })
      }
      fail(request.status, typeof error === 'string' ? error : `O site não guardou a foto (erro ${request.status}). Tente de novo.`)
    }
    if (signal?.aborted) return fail(0, 'O envio da foto foi cancelado.')
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    wait(STALL_MS)
    request.send(file)
  })
}
