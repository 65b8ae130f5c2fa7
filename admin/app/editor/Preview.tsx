import { useEffect, useId, useState } from 'react'
import { firstFilled } from '../../../engine/text/format'
import type { PostForm } from '../../posts/postForm'
import { previewHtml } from '../../siteEndpoints'
import { useSession } from '../session/session'
import { useSettings } from '../shell/settings'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

/** Wait after the last keystroke before asking the server for a new preview. */
const PREVIEW_DELAY_MS = 300

/** The post as the public page will show it; the body sanitised by the site's own sanitiser, on the server. */
export function Preview({ form, label = 'Pré-visualização' }: { form: PostForm; label?: string }) {
  const { accessToken } = useSession()
  const { ownerName } = useSettings()
  const [body, setBody] = useState<{ html: string } | { failed: true } | null>(null)
  const titleId = useId()

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      accessToken()
        .then((token) => previewHtml(token, form.content, controller.signal))
        .then(
          (html) => setBody({ html }),
          () => {
            if (!controller.signal.aborted) setBody({ failed: true })
          },
        )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [accessToken, form.content])

  return (
    <article className={editorCss.preview} aria-labelledby={titleId}>
      <p className={frameCss.eyebrow} id={titleId}>
        {label}
      </p>
      <h1>{form.title.trim() || 'Sem título'}</h1>
      {form.subtitle.trim() && <p className={editorCss.previewLead}>{form.subtitle}</p>}
      <p className={frameCss.muted}>
        Por {firstFilled(form.author, ownerName)} · {form.read_time} min de leitura
      </p>
      {form.featured_image.trim() && (
        <img className={editorCss.previewImage} src={form.featured_image.trim()} alt={form.featured_image_alt.trim()} />
      )}
      {body === null ? (
        <p className={frameCss.muted}>Preparando a pré-visualização…</p>
      ) : 'failed' in body ? (
        <p className={frameCss.error}>Pré-visualização indisponível agora; o texto continua sendo editado normalmente.</p>
      ) : (
        <div className={editorCss.prose} data-preview-body dangerouslySetInnerHTML={{ __html: body.html }} />
      )}
    </article>
  )
}
