import { useCallback, useEffect, useState } from 'react'
import type { StoredJob } from '../../jobs/jobRow'
import { adminPath } from '../../routes'
import { errorMessage } from '../session/errors'
import { JobItem } from '../jobs/JobItem'
import { useJobsDatabase } from '../jobs/jobsDatabase'
import { JOBS_NOT_REFRESHED } from '../jobs/jobWords'
import { UndoToast } from '../jobs/UndoToast'
import { Loading } from '../ui/Loading'
import { Toast } from '../ui/Messages'
import { Link, useRouter } from '../shell/router'
import { useSession } from '../session/session'
import { buttonClass } from '../ui/buttonClass'
import * as frameCss from '../styles/frame'
import * as screensCss from '../styles/screens'
import * as toastCss from '../styles/toast'

/** Every delivered job, drafts included, newest first; deleting one offers 'Desfazer' for a few seconds. */
export function JobsScreen() {
  const api = useJobsDatabase()
  const { refreshSite } = useSession()
  const { flash } = useRouter()
  const [jobs, setJobs] = useState<StoredJob[] | null>(null)
  const [notice, setNotice] = useState(flash)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [deleted, setDeleted] = useState<StoredJob | null>(null)

  const load = useCallback(() => api.listJobs().then(setJobs, (failure: unknown) => setError(errorMessage(failure))), [api])
  useEffect(() => void load(), [load])

  async function change(job: StoredJob, work: () => Promise<void>, done: (refreshed: boolean) => void) {
    setBusy(job.id)
    setNotice(null)
    setError(null)
    try {
      await work()
      done(job.status !== 'published' || (await refreshSite()))
      await load()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(null)
    }
  }

  const remove = (job: StoredJob) =>
    change(
      job,
      () => api.deleteJob(job.id),
      (refreshed) => {
        setDeleted(job)
        if (!refreshed) setError(JOBS_NOT_REFRESHED)
      },
    )
  const undo = (job: StoredJob) => {
    setDeleted(null)
    void change(
      job,
      () => api.restoreJob(job.id),
      (refreshed) => setNotice(`“${job.title}” voltou.${refreshed ? '' : ` ${JOBS_NOT_REFRESHED}`}`),
    )
  }

  return (
    <section>
      <div className={frameCss.titlebar}>
        <h1>Trabalhos entregues</h1>
        <Link to={adminPath({ screen: 'newJob' })} className={buttonClass()}>
          Novo trabalho
        </Link>
      </div>
      <p className={frameCss.muted}>
        Fotos de cortinas que você entregou, com o que os clientes disseram. Os publicados aparecem no portfólio.
      </p>
      {jobs === null ? (
        !error && <Loading />
      ) : jobs.length > 0 ? (
        <ul className={screensCss.posts}>
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} busy={busy === job.id} onDelete={() => void remove(job)} />
          ))}
        </ul>
      ) : (
        <p>Nenhum trabalho ainda. Que tal mostrar o primeiro?</p>
      )}
      {deleted ? (
        <UndoToast text="Trabalho apagado." onUndo={() => undo(deleted)} onClose={() => setDeleted(null)} />
      ) : (
        <Toast
          className={toastCss.listToast}
          message={error ? { text: error, failed: true } : notice ? { text: notice } : null}
          onClose={() => {
            setNotice(null)
            setError(null)
          }}
        />
      )}
    </section>
  )
}
