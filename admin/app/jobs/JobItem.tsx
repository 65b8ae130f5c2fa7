import { deliveredLabel, jobPhotoThumb, type StoredJob } from '../../jobs/jobRow'
import { adminPath } from '../../routes'
import { Link } from '../shell/router'
import { useSettings } from '../shell/settings'
import { buttonClass } from '../ui/buttonClass'
import { actionName, PostButton, PostRow } from '../screens/PostRow'
import { jobPath } from '../../../engine/routes/sitePaths'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as jobsCss from '../styles/jobs'
import * as screensCss from '../styles/screens'

/** One job of the list: its cover, state, title, where and when, and what can be done to it. */
export function JobItem({ job, busy, onDelete }: { job: StoredJob; busy: boolean; onDelete(): void }) {
  const { supabaseUrl, neighbourhoods } = useSettings()
  const editPath = adminPath({ screen: 'editJob', id: job.id })
  const cover = job.cover_photo_id ?? job.job_photos[0]?.id
  const published = job.status === 'published'
  const place = neighbourhoods.find((n) => n.slug === job.neighbourhood)?.name ?? job.neighbourhood
  const count = job.job_photos.length
  return (
    <PostRow
      busy={busy}
      summary={
        <div className={jobsCss.item}>
          {cover ? <img className={jobsCss.cover} src={jobPhotoThumb(supabaseUrl, cover)} alt="" /> : <span className={jobsCss.cover} />}
          <div>
            <span className={cx(screensCss.badge, published && screensCss.publishedBadge)}>{published ? 'Publicado' : 'Rascunho'}</span>
            <h2>
              <Link to={editPath}>{job.title}</Link>
            </h2>
            <p className={frameCss.muted}>
              {place} · entregue em {deliveredLabel(job.delivered_on)} · {count} {count === 1 ? 'foto' : 'fotos'}
              {job.quote && ' · com depoimento'}
            </p>
          </div>
        </div>
      }
    >
      <Link to={editPath} className={buttonClass('small')} aria-label={actionName('Editar', job)}>
        Editar
      </Link>
      {published && (
        <a
          className={buttonClass('small', 'quiet')}
          href={jobPath(job.slug)}
          target="_blank"
          rel="noopener"
          aria-label={actionName('Ver no site', job)}
        >
          Ver no site
        </a>
      )}
      <PostButton verb="Apagar" post={job} busy={busy} variants={['quiet', 'danger']} onClick={onDelete} />
    </PostRow>
  )
}
