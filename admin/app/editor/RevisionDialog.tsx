import type { PostForm } from '../../posts/postForm'
import { Dialog } from '../ui/Dialog'
import { buttonClass } from '../ui/buttonClass'
import { Preview } from './Preview'
import * as frameCss from '../styles/frame'
import * as historyCss from '../styles/history'

/** One saved version, shown as the public page would show it, with the choice to bring it back. */
export function RevisionDialog(props: {
  title: string
  author: string
  /** What it changed against the version saved before it ('Mudou: título e texto.'). */
  changes: string
  form: PostForm
  canRestore: boolean
  onRestore(): void
  onClose(): void
}) {
  return (
    <Dialog
      title={props.title}
      className={historyCss.wideDialog}
      closeLabel="Fechar"
      onClose={props.onClose}
      action={
        <button type="button" className={buttonClass()} disabled={!props.canRestore} onClick={props.onRestore}>
          Restaurar esta versão
        </button>
      }
    >
      <p className={frameCss.muted}>
        Salva por {props.author}. {props.changes}
      </p>
      <Preview form={props.form} />
      {!props.canRestore && <p className={frameCss.muted}>Salve as alterações em andamento antes de restaurar outra versão.</p>}
    </Dialog>
  )
}
