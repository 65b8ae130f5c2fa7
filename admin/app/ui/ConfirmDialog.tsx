import type { ReactNode } from 'react'
import { Dialog } from './Dialog'
import { TRASH_DAYS } from '../../posts/storedPost'
import { buttonClass } from './buttonClass'

/**
 * A modal question with a confirm and a cancel button; Escape cancels and the safe choice has the focus. When
 * confirming only risks losing work (`safeIsMain`), the cancel button is the prominent one.
 */
export function ConfirmDialog(props: {
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  safeIsMain?: boolean
  onConfirm(): void
  onCancel(): void
}) {
  return (
    <Dialog
      title={props.title}
      closeLabel={props.cancelLabel ?? 'Cancelar'}
      closeIsMain={props.safeIsMain}
      onClose={props.onCancel}
      action={
        <button
          type="button"
          className={props.safeIsMain ? buttonClass('quiet') : props.danger ? buttonClass('danger') : buttonClass()}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      }
    >
      <p>{props.children}</p>
    </Dialog>
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

/** The question before a post on the blog leaves it: to the trash, or back among the drafts. */
export function TakeOffBlogDialog(props: { post: { title: string }; to: 'trash' | 'drafts'; onConfirm(): void; onCancel(): void }) {
  const trash = props.to === 'trash'
  return (
    <ConfirmDialog
      danger
      title="Tirar o post do blog?"
      confirmLabel={trash ? 'Mover para a lixeira' : 'Tirar do blog'}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      “{props.post.title}” sai do blog agora
      {trash
        ? ` e vai para a lixeira, onde fica ${TRASH_DAYS} dias: até lá, “Restaurar” o traz de volta ao blog.`
        : ' e volta a ser rascunho: você pode publicá-lo de novo quando quiser.'}
    </ConfirmDialog>
  )
}
