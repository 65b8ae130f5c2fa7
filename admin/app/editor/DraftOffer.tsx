import type { LocalDraft } from './draft'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { cx } from '@linaria/core'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

/** Offers the unsaved edits this device kept from an earlier visit (of a post, or what `subject` names). */
export function DraftOffer({
  draft,
  subject = 'deste post',
  onRestore,
  onDiscard,
}: {
  draft: Pick<LocalDraft, 'savedAt'>
  /** 'deste trabalho, e 2 fotos ainda não enviadas'. */
  subject?: string
  onRestore(): void
  onDiscard(): void
}) {
  const time = useTime()
  return (
    <div className={cx(frameCss.notice, editorCss.offer)} role="alert">
      <p>
        Há alterações não salvas {subject}, guardadas neste aparelho em {time.dateTime(draft.savedAt)}.
      </p>
      <div className={frameCss.row}>
        <button type="button" className={buttonClass('small')} onClick={onRestore}>
          Recuperar alterações
        </button>
        <button type="button" className={buttonClass('small', 'quiet')} onClick={onDiscard}>
          Descartar
        </button>
      </div>
    </div>
  )
}
