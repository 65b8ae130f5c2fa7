import { useEffect, useState } from 'react'
import type { JobForm } from '../../jobs/jobForm'
import { formKeeper, photoKeeper } from './deviceStore'
import type { usePhotoUploads } from './usePhotoUploads'

/** What this device kept of a job from an earlier visit: its unsaved form and its photos not yet sent. */
type Offer = { savedAt: string; subject: string; form: JobForm | null; photoKeys: string[] }

const subjectOf = (unsent: number) =>
  unsent === 0 ? 'deste trabalho' : `deste trabalho, e ${unsent} ${unsent === 1 ? 'foto ainda não enviada' : 'fotos ainda não enviadas'}`

/**
 * Keeps the job's unsaved form on the device while it differs from the saved one, and offers back what an earlier
 * visit kept (the form and the photos not yet sent, which go on uploading once recovered).
 */
export function useKeptJob({
  jobKey,
  form,
  dirty,
  photos,
  onRestore,
}: {
  jobKey: string
  form: JobForm
  dirty: boolean
  photos: ReturnType<typeof usePhotoUploads>
  onRestore(form: JobForm): void
}) {
  const [offer, setOffer] = useState<Offer | null>(null)
  const [checked, setChecked] = useState(false)

  useEffect(() => {
    let live = true
    void Promise.all([formKeeper.load(jobKey), photoKeeper.list(jobKey).catch(() => [])]).then(([kept, unsent]) => {
      if (!live) return
      if (kept || unsent.length > 0) {
        const savedAt = kept?.savedAt ?? new Date().toISOString()
        setOffer({ savedAt, subject: subjectOf(unsent.length), form: kept?.form ?? null, photoKeys: unsent.map((photo) => photo.key) })
      }
      setChecked(true)
    })
    return () => {
      live = false
    }
  }, [jobKey])

  useEffect(() => {
    // Until the owner answers the offer, what it offers stays stored, unless she types over it.
    if (!checked) return
    if (dirty) void formKeeper.save(jobKey, form)
    else if (!offer) void formKeeper.clear(jobKey)
  }, [checked, dirty, form, jobKey, offer])

  return {
    offer,
    /** Puts the kept form back, with every kept photo, and sends those photos. */
    async restore() {
      if (!offer) return
      const base = offer.form ?? form
      const missing = offer.photoKeys.filter((key) => !base.photos.some((photo) => photo.key === key))
      onRestore({ ...base, photos: [...base.photos, ...missing.map((key) => ({ key, id: null, alt: '', width: 0, height: 0 }))] })
      setOffer(null)
      await photos.resume(offer.photoKeys)
    },
    /** Forgets what the device kept. */
    async discard() {
      if (!offer) return
      setOffer(null)
      for (const key of offer.photoKeys) photos.remove(key)
      await formKeeper.clear(jobKey)
    },
    /** Forgets the kept form once the job is saved (its photos all reached the server before). */
    forget: () => formKeeper.clear(jobKey),
  }
}
