import { useEffect, useId, useRef, type ReactNode } from 'react'
import { buttonClass } from './ui'

/** A modal question with a confirm and a cancel button; Escape cancels and the safe choice has the focus. */
export function ConfirmDialog(props: {
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  onConfirm(): void
  onCancel(): void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="adm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onCancel()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.children}</p>
      <div className="adm-row">
        <button type="button" className={props.danger ? buttonClass('danger') : buttonClass()} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className={buttonClass('quiet')} onClick={props.onCancel} autoFocus>
          {props.cancelLabel ?? 'Cancelar'}
        </button>
      </div>
    </dialog>
  )
}

/** The question before a post is deleted for good. */
export function DeletePostDialog({ post, onConfirm, onCancel }: { post: { title: string; published: boolean }; onConfirm(): void; onCancel(): void }) {
  return (
    <ConfirmDialog danger title="Excluir este post?" confirmLabel="Excluir" onCancel={onCancel} onConfirm={onConfirm}>
      “{post.title}” será apagado para sempre{post.published ? ' e sairá do blog' : ''}. Não dá para desfazer.
    </ConfirmDialog>
  )
}
