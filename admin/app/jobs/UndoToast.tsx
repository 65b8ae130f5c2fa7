import { useEffect, useEffectEvent } from 'react'
import { buttonClass } from '../ui/buttonClass'
import { cx } from '@linaria/core'
import * as frameCss from '../styles/frame'
import * as toastCss from '../styles/toast'

/** How long 'Desfazer' stays offered after a delete, in ms (the row itself waits 30 days). */
export const UNDO_MS = 10_000

/** News of a delete with 'Desfazer' beside it, at the bottom of the screen, leaving by itself after UNDO_MS. */
export function UndoToast({ text, onUndo, onClose }: { text: string; onUndo(): void; onClose(): void }) {
  const close = useEffectEvent(onClose)
  useEffect(() => {
    const timer = setTimeout(close, UNDO_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div className={cx(toastCss.toast, toastCss.listToast)}>
      <div className={cx(frameCss.notice, toastCss.box)}>
        <p role="status">{text}</p>
        <button type="button" className={buttonClass('small')} onClick={onUndo}>
          Desfazer
        </button>
        <button type="button" className={toastCss.close} aria-label="Fechar aviso" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  )
}
