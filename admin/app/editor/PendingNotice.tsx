import { useState } from 'react'
import type { PendingChanges } from '../../posts/storedPost'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { cx } from '@linaria/core'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

/** Says that the editor holds changes saved without publishing, and offers to go back to the post as stored. */
export function PendingNotice(props: { pending: PendingChanges; onBlog: boolean; dirty: boolean; busy: boolean; onDiscard(): void }) {
  const [confirming, setConfirming] = useState(false)
  const time = useTime()
  return (
    <div className={cx(frameCss.notice, editorCss.offer)} role="status">
      <p>
        Este post tem alterações ainda não publicadas, salvas em {time.dateTime(props.pending.updated_at)}.
        {props.onBlog && ' O blog continua mostrando a versão publicada até você clicar em “Publicar alterações”.'}
      </p>
      <div className={frameCss.row}>
        <button type="button" className={buttonClass('small', 'quiet')} disabled={props.busy} onClick={() => setConfirming(true)}>
          Descartar alterações
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Descartar as alterações?"
          confirmLabel="Descartar alterações"
          cancelLabel="Continuar editando"
          safeIsMain
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            props.onDiscard()
          }}
        >
          O editor volta para a versão {props.onBlog ? 'que está no blog' : 'salva do post'}. As alterações descartadas continuam em
          “Versões salvas”{props.dirty && ', mas o que você digitou depois de salvar se perde'}.
        </ConfirmDialog>
      )}
    </div>
  )
}
