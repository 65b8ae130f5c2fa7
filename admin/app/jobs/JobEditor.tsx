import { useEffect, useRef, useState, type FormEvent } from 'react'
import { emptyJobForm, jobFormErrors, withUploaded, type JobFieldErrors, type JobForm } from '../../jobs/jobForm'
import { jobFormOf, jobWrite, type StoredJob } from '../../jobs/jobRow'
import { adminPath } from '../../routes'
import { sweepJobPhotos } from '../../siteEndpoints'
import { DraftOffer } from '../editor/DraftOffer'
import { errorMessage } from '../session/errors'
import { SubmitButton, Toast, type ActionMessage } from '../ui/Messages'
import { Link, useLeaveGuard, useRouter } from '../shell/router'
import { useSession } from '../session/session'
import { useSettings } from '../shell/settings'
import { buttonClass } from '../ui/buttonClass'
import { useJobsDatabase } from './jobsDatabase'
import { NEW_JOB } from './deviceStore'
import { JobFields } from './JobFields'
import { JobPhotos } from './JobPhotos'
import { JobStatusField } from './JobStatusField'
import { JOBS_NOT_REFRESHED } from './jobWords'
import { jobPath } from '../../../engine/routes/sitePaths'
import { useKeptJob } from './useKeptJob'
import { usePhotoUploads } from './usePhotoUploads'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

const same = (a: JobForm, b: JobForm) => JSON.stringify(a) === JSON.stringify(b)

/** Creates or edits one delivered job; what is typed and every photo not yet sent stay on the device until saved. */
export function JobEditor({ job }: { job: StoredJob | null }) {
  const api = useJobsDatabase()
  const { refreshSite, accessToken } = useSession()
  const { navigate, flash } = useRouter()
  const { neighbourhoods } = useSettings()
  const [row, setRow] = useState(job)
  const [saved, setSaved] = useState(() => (job ? jobFormOf(job) : emptyJobForm))
  const [typed, setForm] = useState(saved)
  const [errors, setErrors] = useState<JobFieldErrors>({})
  const [message, setMessage] = useState<ActionMessage | null>(flash ? { text: flash } : null)
  const [busy, setBusy] = useState(false)
  const jobKey = job?.id ?? NEW_JOB
  const photos = usePhotoUploads(jobKey)
  // The form as typed, with the server's id and size of each photo it now has.
  const form = withUploaded(typed, photos.uploads.states)
  const dirty = !same(form, saved)
  const update = (change: Partial<JobForm>) => setForm({ ...form, ...change })
  const kept = useKeptJob({ jobKey, form, dirty, photos, onRestore: setForm })
  const formRef = useRef<HTMLFormElement>(null)
  useLeaveGuard(dirty, 'este trabalho')
  useEffect(() => {
    // A rejected save takes the owner to the first field to fix, wherever they were.
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  const addPhotos = (files: File[]) => {
    const added = files.map((file) => ({ file, key: crypto.randomUUID() }))
    update({ photos: [...form.photos, ...added.map(({ key }) => ({ key, id: null, alt: '', width: 0, height: 0 }))] })
    for (const { key, file } of added) void photos.add(key, file)
  }
  const removePhoto = (key: string) => {
    update({ photos: form.photos.filter((photo) => photo.key !== key) })
    photos.remove(key)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = jobFormErrors(
      form,
      neighbourhoods.map((n) => n.slug),
    )
    setErrors(found)
    if (Object.keys(found).length > 0) return setMessage({ text: 'Confira os campos marcados antes de salvar.', failed: true })
    setBusy(true)
    setMessage(null)
    try {
      const write = jobWrite(form, row)
      const name = neighbourhoods.find((n) => n.slug === form.neighbourhood)?.name ?? ''
      const stored = row ? await api.updateJob(row, write, form) : await api.createJob(write, form, name)
      await kept.forget()
      // The files of a photo taken off the job leave the site's storage (in the background: nothing waits on it).
      if (row?.job_photos.some((photo) => !form.photos.some((shown) => shown.id === photo.id))) void accessToken().then(sweepJobPhotos)
      const said =
        stored.status === 'published' ? 'Trabalho publicado: já aparece no site.' : 'Rascunho salvo: o trabalho não aparece no site.'
      const text = (await refreshSite()) ? said : `${said} ${JOBS_NOT_REFRESHED}`
      if (!row) return navigate(adminPath({ screen: 'editJob', id: stored.id }), { replace: true, force: true, flash: text })
      const storedForm = jobFormOf(stored)
      setRow(stored)
      setSaved(storedForm)
      setForm(storedForm)
      setMessage({ text })
    } catch (failure) {
      setMessage({ text: errorMessage(failure), failed: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate>
      <div className={frameCss.titlebar}>
        <h1>{job ? 'Editar trabalho' : 'Novo trabalho'}</h1>
        <div className={frameCss.row}>
          <p className={frameCss.muted} role="status">
            {dirty ? 'Alterações não salvas' : job ? 'Tudo salvo' : ''}
          </p>
          {row?.status === 'published' && (
            <a className={buttonClass('small', 'quiet')} href={jobPath(row.slug)} target="_blank" rel="noopener">
              Ver no site
            </a>
          )}
        </div>
      </div>
      {kept.offer && (
        <DraftOffer
          draft={kept.offer}
          subject={kept.offer.subject}
          onRestore={() => void kept.restore()}
          onDiscard={() => void kept.discard()}
        />
      )}
      <div className={editorCss.editorFields}>
        <JobPhotos
          form={form}
          errors={errors}
          uploads={photos.uploads}
          onChange={update}
          onAdd={addPhotos}
          onRemove={removePhoto}
          onRetry={photos.retry}
        />
        <JobFields form={form} errors={errors} onChange={update} />
        <JobStatusField status={form.status} publishedAt={row?.published_at ?? null} onChange={(status) => update({ status })} />
      </div>
      <div className={editorCss.savebar}>
        <Toast message={message} className={editorCss.barToast} onClose={() => setMessage(null)} />
        <SubmitButton
          pending={busy}
          label={form.status === 'published' ? 'Salvar e publicar' : 'Salvar rascunho'}
          pendingLabel="Salvando…"
        />
        <Link to={adminPath({ screen: 'jobs' })} className={buttonClass('quiet')}>
          Voltar
        </Link>
      </div>
    </form>
  )
}
