import { useEffect, useState } from 'react'
import { errorMessage } from '../session/errors'
import { revisionNote } from '../../posts/pendingChanges'
import { emptyForm, textFields, type PostForm } from '../../posts/postForm'
import type { Revision } from '../../posts/storedPost'
import type { DescribedRevision } from '../data/database'
import { ErrorMessage } from '../ui/Messages'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { useDatabase } from '../data/useDatabase'
import { RevisionDialog } from './RevisionDialog'
import * as frameCss from '../styles/frame'
import * as historyCss from '../styles/history'

/** Who saved a version, as the list shows it. */
const savedBy = (revision: Revision) => revision.saved_by_email ?? 'autor não registrado'

/** The saved versions of a post (reloaded when `version` changes), each previewed before it is restored into the editor. */
export function Revisions(props: {
  postId: string
  version: string
  /** Whether changes wait to be published, and whether the post is on the blog: what the list says of each version. */
  post: { waiting: boolean; onBlog: boolean }
  canRestore: boolean
  onRestore(fields: Partial<PostForm>, savedAt: string): void
}) {
  const api = useDatabase()
  const time = useTime()
  const [revisions, setRevisions] = useState<DescribedRevision[] | { error: string } | null>(null)
  const [open, setOpen] = useState<DescribedRevision | null>(null)

  useEffect(() => {
    api.listRevisions(props.postId).then(setRevisions, (failure: unknown) => setRevisions({ error: errorMessage(failure) }))
  }, [api, props.postId, props.version])

  return (
    <section className={historyCss.revisions} aria-labelledby="adm-revisions-title">
      <h2 id="adm-revisions-title">Versões salvas</h2>
      <p className={frameCss.muted}>
        Cada vez que você salva, publicando ou não, a versão fica guardada aqui. Abra uma para ver como era e, se quiser, trazê-la de volta.
      </p>
      {revisions === null ? null : 'error' in revisions ? (
        <ErrorMessage>{revisions.error}</ErrorMessage>
      ) : (
        <ol className={historyCss.revisionList}>
          {revisions.map((revision, index) => {
            const note = revisionNote(revisions, index, props.post)
            return (
              <li key={revision.id}>
                <span className={historyCss.revisionText}>
                  <span>
                    {time.dateTime(revision.saved_at)} · {savedBy(revision)}
                    {note && <strong> ({note})</strong>}
                  </span>
                  <span className={frameCss.muted}>{revision.changes}</span>
                </span>
                <button
                  type="button"
                  className={buttonClass('small', 'quiet')}
                  aria-label={`Ver a versão de ${time.dateTime(revision.saved_at)}`}
                  onClick={() => setOpen(revision)}
                >
                  Ver
                </button>
              </li>
            )
          })}
        </ol>
      )}
      {open && (
        <RevisionDialog
          title={`Versão de ${time.dateTime(open.saved_at)}`}
          author={savedBy(open)}
          changes={open.changes}
          form={{ ...emptyForm, ...textFields(open) }}
          canRestore={props.canRestore}
          onClose={() => setOpen(null)}
          onRestore={() => {
            props.onRestore(textFields(open), open.saved_at)
            setOpen(null)
          }}
        />
      )}
    </section>
  )
}
