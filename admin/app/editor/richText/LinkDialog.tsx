import { useEffect, useRef, useState } from 'react'
import { linkAddress } from '../../../html/editorHtml'
import { chatUrl } from '../../../../engine/site/links'
import { Dialog } from '../../ui/Dialog'
import { useSettings } from '../../shell/settings'
import { buttonClass } from '../../ui/buttonClass'
import { TextField } from '../fields'
import * as editorCss from '../../styles/editor'

/**
 * Asks for a link's address: the web (https://…), a page of the site (/contato), an e-mail (mailto:…) or a
 * phone (tel:…), checked by the post sanitiser's rule. Enter applies it and Escape cancels; on a link,
 * 'Remover link' takes it off. The address field has the focus, and the focus goes back to the text after.
 * 'Link para o meu WhatsApp' writes the site's own chat link, with a message the visitor finds typed (optional).
 */
export function LinkDialog(props: { current: string | null; onApply(href: string): void; onRemove(): void; onClose(): void }) {
  const [typed, setTyped] = useState(props.current ?? '')
  const [error, setError] = useState<string>()
  const { chat } = useSettings()
  /** The message of the owner's WhatsApp link, while the address is that link. */
  const [message, setMessage] = useState<string | null>(null)
  const whatsapp = (text: string) => {
    setMessage(text)
    setTyped(chatUrl(chat, text))
    setError(undefined)
  }
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // After the dialog's own focus on its closing button: typing the address is why it opened.
    const field = body.current?.querySelector('input')
    field?.focus()
    field?.select()
  }, [])

  function apply() {
    const href = linkAddress(typed)
    if (href) props.onApply(href)
    else setError('Use um endereço como https://www.exemplo.com.br, /contato, mailto:nome@exemplo.com.br ou tel:+5511999999999.')
  }

  return (
    <Dialog
      title={props.current ? 'Editar link' : 'Inserir link'}
      closeLabel="Cancelar"
      onClose={props.onClose}
      action={
        <>
          <button type="button" className={buttonClass()} onClick={apply}>
            Aplicar
          </button>
          {props.current !== null && (
            <button type="button" className={buttonClass('quiet', 'danger')} onClick={props.onRemove}>
              Remover link
            </button>
          )}
        </>
      }
    >
      <div ref={body} className={editorCss.linkBody}>
        <TextField
          label="Endereço do link"
          value={typed}
          onChange={(value) => {
            setTyped(value)
            setMessage(null)
            setError(undefined)
          }}
          error={error}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://…"
          hint="Um site (https://…), uma página deste site (/contato), um e-mail (mailto:…) ou um telefone (tel:…)."
          onKeyDown={(event) => {
            // Enter applies the link; it must not also submit the post's form around the dialog.
            if (event.key !== 'Enter') return
            event.preventDefault()
            apply()
          }}
        />
        {message === null ? (
          <button type="button" className={buttonClass('small', 'quiet')} onClick={() => whatsapp(chat.chatMessage)}>
            Link para o meu WhatsApp
          </button>
        ) : (
          <TextField
            label="Mensagem que a pessoa já encontra escrita (opcional)"
            value={message}
            onChange={whatsapp}
            hint="Quem tocar no link abre uma conversa com o seu WhatsApp, com esta mensagem pronta para enviar."
          />
        )}
      </div>
    </Dialog>
  )
}
