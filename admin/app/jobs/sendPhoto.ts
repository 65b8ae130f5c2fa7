import type { SendResult, Transport } from '../../jobs/uploadQueue'
import { ADMIN_ENDPOINTS_BASE, bearer, JOB_PHOTOS_PATH } from '../../siteEndpoints'

/** Longest an upload may take before it counts as a dropped connection (a 2 MB photo on a slow 3G line fits). */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * Posts a photo's bytes to the site's endpoint with XMLHttpRequest, the one browser API that reports an upload's
 * progress; no answer (offline, timeout) is status 0.
 */
export function photoTransport(accessToken: () => Promise<string>): Transport {
  return async (blob, onProgress) => {
    const token = await accessToken()
    return new Promise<SendResult>((resolve) => {
      const request = new XMLHttpRequest()
      request.open('POST', ADMIN_ENDPOINTS_BASE + JOB_PHOTOS_PATH)
      request.timeout = UPLOAD_TIMEOUT_MS
      for (const [name, value] of Object.entries(bearer(token))) request.setRequestHeader(name, value)
      request.setRequestHeader('content-type', blob.type || 'application/octet-stream')
      request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
      const dropped = () => resolve({ ok: false, status: 0, message: null })
      request.onerror = dropped
      request.ontimeout = dropped
      request.onabort = dropped
      request.onload = () => resolve(readAnswer(request.status, request.responseText))
      request.send(blob)
    })
  }
}

function readAnswer(status: number, text: string): SendResult {
  let body: Record<string, unknown> = {}
  try {
    body = (JSON.parse(text) as Record<string, unknown> | null) ?? {}
  } catch {
    // Not JSON: a proxy's page; the status says enough.
  }
  const { id, width, height, error } = body
  if (status === 201 && typeof id === 'string' && typeof width === 'number' && typeof height === 'number')
    return { ok: true, id, width, height }
  return { ok: false, status: status === 201 ? 500 : status, message: typeof error === 'string' ? error : null }
}
