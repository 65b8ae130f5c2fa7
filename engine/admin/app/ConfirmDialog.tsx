import { useEffect, useId, useRef, type ReactNode } from 'react'
import { buttonClass } from './ui'
import * as frameCss from './styles/frame'
import * as screensCss from './styles/screens'

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
  const cancel = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => {
    dialog.current?.showModal()
    // showModal() focuses the dialog's first button (the risky one); the safe choice takes the focus back.
    cancel.current?.focus()
  }, [])
  return (
    <dialog
      ref={dialog}
      className={screensCss.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        props.onCancel()
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <p>{props.children}</p>
      <div className={frameCss.row}>
        <button type="button" className={props.danger ? buttonClass('danger') : buttonClass()} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button ref={cancel} type="button" className={buttonClass('quiet')} onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancelar'}
        </button>
      </div>
    </dialog>
  )
}

/** The question before a post in the trash is deleted for good. */
export function DeletePostDialog({ post, onConfirm, onCancel }: { post: { title: string }; onConfirm(): void; onCancel(): void }) {
  return (
    <ConfirmDialog danger title="Excluir definitivamente?" confirmLabel="Excluir definitivamente" onCancel={onCancel} onConfirm={onConfirm}>
      “{post.title}” será apagado para sempre, com todas as versões salvas. Não dá para desfazer.
    </ConfirmDialog>
  )
}
