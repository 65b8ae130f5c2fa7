import { useEffect, useState } from 'react'
import { backupNote } from '../../backups'
import { useLoadApi } from '../useApi'
import * as frameCss from '../styles/frame'

/** When the nightly backup last succeeded, read once the list has loaded; nothing when it cannot be read. */
export function LastBackup() {
  const loadApi = useLoadApi()
  const [note, setNote] = useState<ReturnType<typeof backupNote> | null>(null)
  useEffect(() => {
    let current = true
    loadApi()
      .then((api) => api.lastBackup())
      .then(
        (finishedAt) => current && setNote(backupNote(finishedAt, new Date())),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [loadApi])
  return note && <p className={note.late ? frameCss.notice : frameCss.muted}>{note.text}</p>
}
