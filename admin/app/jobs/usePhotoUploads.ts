import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { uploadKept, type KeptPhoto, type UploadState } from '../../jobs/uploadQueue'
import { JOB_PHOTO_LONG_SIDE, resizeImage } from '../data/image'
import { useSession } from '../session/session'
import { photoKeeper } from './deviceStore'
import { photoTransport } from './sendPhoto'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const box = { width: JOB_PHOTO_LONG_SIDE, height: JOB_PHOTO_LONG_SIDE }

/** Where each photo of the form stands, by key, and the device's copy of those not yet sent (shown meanwhile). */
export type Uploads = { states: Readonly<Record<string, UploadState>>; previews: Readonly<Record<string, string>> }

/**
 * Sends a job's photos: each is shrunk on the device, kept there (IndexedDB) until the server has it, and sent with
 * its progress and new tries after a dropped connection; those that failed go again when the device is back online.
 * A photo sent has its server's id and size in its state.
 */
export function usePhotoUploads(jobKey: string) {
  const { accessToken } = useSession()
  const [uploads, setUploads] = useState<Uploads>({ states: {}, previews: {} })
  const running = useRef(new Set<string>())

  const send = useCallback(
    (photo: KeptPhoto) => {
      if (running.current.has(photo.key)) return
      running.current.add(photo.key)
      const onState = (state: UploadState) => setUploads((now) => ({ ...now, states: { ...now.states, [photo.key]: state } }))
      void uploadKept(photo, { transport: photoTransport(accessToken), keeper: photoKeeper, onState, wait }).then(() =>
        running.current.delete(photo.key),
      )
    },
    [accessToken],
  )

  const show = (key: string, blob: Blob) =>
    setUploads((now) => ({ ...now, previews: { ...now.previews, [key]: URL.createObjectURL(blob) } }))

  /** Shrinks a new photo (a file the browser cannot read goes as it is: the server says what to do) and sends it. */
  const add = useCallback(
    async (key: string, file: File) => {
      const blob = await resizeImage(file, box).catch(() => file)
      const photo = { key, jobKey, blob }
      show(key, blob)
      await photoKeeper.put(photo).catch(() => undefined)
      send(photo)
    },
    [jobKey, send],
  )

  /** Sends again the photos kept on this device for this job (after a reload, or when the owner asks). */
  const resume = useCallback(
    async (keys?: readonly string[]) => {
      const kept = await photoKeeper.list(jobKey).catch((): KeptPhoto[] => [])
      for (const photo of kept.filter((photo) => !keys || keys.includes(photo.key))) {
        show(photo.key, photo.blob)
        send(photo)
      }
      return kept.map((photo) => photo.key)
    },
    [jobKey, send],
  )

  /** Forgets a photo taken out of the job. */
  const remove = useCallback((key: string) => void photoKeeper.remove(key).catch(() => undefined), [])

  const failedKeys = Object.entries(uploads.states).flatMap(([key, state]) => (state.phase === 'failed' ? [key] : []))
  const retryFailed = useEffectEvent(() => void resume(failedKeys))
  useEffect(() => {
    const online = () => retryFailed()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])

  return { uploads, add, resume, remove, retry: (key: string) => void resume([key]) }
}
