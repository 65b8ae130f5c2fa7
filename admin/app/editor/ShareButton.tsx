import { useState } from 'react'
import { shareLinks } from '../data/shareLinks'
import { Dialog } from '../ui/Dialog'
import { buttonClass } from '../ui/buttonClass'
import * as editorCss from '../styles/editor'
import * as formsCss from '../styles/forms'

/**
 * 'Compartilhar' for a post on the blog: the phone's own share sheet where there is one (WhatsApp, Instagram…);
 * elsewhere a dialog with the address to copy and a WhatsApp link that sends it.
 */
export function ShareButton({ post }: { post: { title: string; slug: string } }) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState<string | null>(null)
  const { url, whatsapp } = shareLinks(window.location.origin, post)

  function share() {
    if (typeof navigator.share !== 'function') return setOpen(true)
    // Closing the share sheet rejects the promise: nothing to say then.
    navigator.share({ title: post.title, url }).catch(() => undefined)
  }

  function copy() {
    navigator.clipboard.writeText(url).then(
      () => setCopied('Endereço copiado: cole onde quiser.'),
      () => setCopied('Não deu para copiar: selecione o endereço acima e copie.'),
    )
  }

  return (
    <>
      <button type="button" className={buttonClass('small', 'quiet')} aria-haspopup="dialog" onClick={share}>
        Compartilhar
      </button>
      {open && (
        <Dialog
          title="Compartilhar o post"
          closeLabel="Fechar"
          onClose={() => {
            setOpen(false)
            setCopied(null)
          }}
          action={
            <a className={buttonClass()} href={whatsapp} target="_blank" rel="noopener">
              Enviar pelo WhatsApp
            </a>
          }
        >
          <div className={editorCss.linkBody}>
            <label className={formsCss.field}>
              <span>Endereço do post</span>
              <input readOnly value={url} onFocus={(event) => event.target.select()} />
            </label>
            <button type="button" className={buttonClass('small', 'quiet')} onClick={copy}>
              Copiar endereço
            </button>
            <p role="status">{copied}</p>
          </div>
        </Dialog>
      )}
    </>
  )
}
