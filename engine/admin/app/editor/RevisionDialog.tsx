import { useEffect, useId, useRef } from 'react'
import type { PostForm } from '../../postForm'
import { buttonClass } from '../ui'
import { Preview } from './Preview'

/** One saved version, shown as the public page would show it, with the choice to bring it back. */
export function RevisionDialog(props: { title: string; author: string; form: PostForm; canRestore: boolean; onRestore(): void; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => {
    dialog.current?.showModal()
    close.current?.focus()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="adm-dialog adm-dialog-wide"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p className="adm-muted">Salva por {props.author}.</p>
      <Preview form={props.form} />
      {!props.canRestore && <p className="adm-muted">Salve as alterações em andamento antes de restaurar outra versão.</p>}
      <div className="adm-row">
        <button type="button" className={buttonClass()} disabled={!props.canRestore} onClick={props.onRestore}>
          Restaurar esta versão
        </button>
        <button ref={close} type="button" className={buttonClass('quiet')} onClick={props.onClose}>
          Fechar
        </button>
      </div>
    </dialog>
  )
}
