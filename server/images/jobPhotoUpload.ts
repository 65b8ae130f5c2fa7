import type { JobPhotoResult } from '../../admin/server/jobPhotos'
import { JobPhotoRefused, prepareJobPhoto, UNREADABLE, type PreparedJobPhoto } from './jobPhoto'
import type { JobPhotoStore } from './jobPhotoStore'
import { createJobQueue } from './queue'

/** A photo being prepared holds its bytes and a decoded image: one at a time, and a job's ten photos may wait. */
const QUEUE = { concurrency: 1, maxWaiting: 9 }

/**
 * Prepares and stores one uploaded job photo (admin/server/jobPhotos.ts calls it for an admin): a refused photo
 * answers 415 or 422 with what to do; Storage failing or not answering, or a full queue, 503.
 */
export function jobPhotoUploader(store: JobPhotoStore, log: (message: string) => void = console.error) {
  const queue = createJobQueue<JobPhotoResult>(QUEUE)
  let next = 0

  async function save(bytes: Uint8Array, type: string): Promise<JobPhotoResult> {
    let photo: PreparedJobPhoto
    try {
      photo = await prepareJobPhoto(bytes, type)
    } catch (error) {
      if (error instanceof JobPhotoRefused) return { status: error.status, error: error.message }
      log(`[job photos] could not prepare a photo: ${error instanceof Error ? error.message : String(error)}`)
      return { status: 415, error: UNREADABLE }
    }
    try {
      await store(photo)
    } catch (error) {
      log(`[job photos] not stored: ${error instanceof Error ? error.message : String(error)}`)
      return { status: 503, error: 'Não foi possível guardar a foto agora. Tente de novo em instantes; nada do trabalho se perdeu.' }
    }
    return { status: 201, photo: { id: photo.id, width: photo.width, height: photo.height } }
  }

  return (bytes: Uint8Array, type: string): Promise<JobPhotoResult> =>
    queue.run(String(next++), () => save(bytes, type)) ??
    Promise.resolve({ status: 503, error: 'Muitas fotos sendo preparadas ao mesmo tempo. Tente de novo em instantes.' })
}
