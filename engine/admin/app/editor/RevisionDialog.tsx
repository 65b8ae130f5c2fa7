import { useEffect, useId, useRef } from 'react'
import type { PostForm } from '../../postForm'
import { buttonClass } from '../ui'
import { Preview } from './Preview'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as historyCss from '../styles/history'
import * as screensCss from '../styles/screens'

/** One saved version, shown as the public page would show it, with the choice to bring it back. */
export function RevisionDialog(props: {
  title: string
  author: string
  form: PostForm
  canRestore: boolean
  onRestore(): void
  onClose(): void
}) {
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
      className={cx(screensCss.dialog, historyCss.wideDialog)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onClose()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p className={frameCss.muted}>Salva por {props.author}.</p>
      <Preview form={props.form} />
      {!props.canRestore && <p className={frameCss.muted}>Salve as alterações em andamento antes de restaurar outra versão.</p>}
      <div className={frameCss.row}>
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
