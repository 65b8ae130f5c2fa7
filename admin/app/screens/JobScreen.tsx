import { useEffect, useState } from 'react'
import type { StoredJob } from '../../jobs/jobRow'
import { adminPath, type AdminRoute } from '../../routes'
import { errorMessage } from '../session/errors'
import { JobEditor } from '../jobs/JobEditor'
import { useJobsDatabase } from '../jobs/jobsDatabase'
import { Loading } from '../ui/Loading'
import { ErrorMessage } from '../ui/Messages'
import { Link } from '../shell/router'
import * as frameCss from '../styles/frame'

/** Loads the job (none for a new one), then opens its form. */
export function JobScreen({ route }: { route: AdminRoute }) {
  const api = useJobsDatabase()
  const id = route.screen === 'editJob' ? route.id : null
  const [loaded, setLoaded] = useState<{ job: StoredJob | null } | { error: string } | null>(id ? null : { job: null })

  useEffect(() => {
    if (id)
      void api.getJob(id).then(
        (job) => setLoaded({ job }),
        (failure: unknown) => setLoaded({ error: errorMessage(failure) }),
      )
  }, [api, id])

  if (!loaded) return <Loading />
  if ('error' in loaded) return <ErrorMessage>{loaded.error}</ErrorMessage>
  if (id && !loaded.job) {
    return (
      <section className={frameCss.narrow}>
        <h1>Trabalho não encontrado</h1>
        <p>Este trabalho não existe mais: foi apagado.</p>
        <Link className={frameCss.link} to={adminPath({ screen: 'jobs' })}>
          Voltar para os trabalhos
        </Link>
      </section>
    )
  }
  return <JobEditor job={loaded.job} />
}
