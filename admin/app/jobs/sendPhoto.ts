import type { SendResult, Transport } from '../../jobs/uploadQueue'
import { JobPhotoUploadError, uploadJobPhoto } from '../../siteEndpoints'

/** The upload queue's transport: the site's photo endpoint with the session's token (status 0: no answer). */
export function photoTransport(accessToken: () => Promise<string>): Transport {
  return async (blob, onProgress) => {
    const token = await accessToken()
    return uploadJobPhoto(token, blob, onProgress).then(
      (photo): SendResult => ({ ok: true, ...photo }),
      (error: unknown): SendResult =>
        error instanceof JobPhotoUploadError
          ? { ok: false, status: error.status, message: error.message }
          : { ok: false, status: 0, message: null },
    )
  }
}
