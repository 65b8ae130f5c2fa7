import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import { draftStore, NEW_POST_DRAFT, type LocalDraft } from '../../draft'
import { errorMessage, isSlugClash, SITE_NOT_REFRESHED } from '../../errors'
import { emptyForm, formFromRow, sameForm, validatePost, type FieldErrors } from '../../postForm'
import { ADMIN_HOME, adminPath } from '../../routes'
import { BLOG_PATH } from '../../../blog/pagination'
import type { PostRow } from '../../../blog/schema'
import { DeletePostDialog } from '../ConfirmDialog'
import { ErrorMessage, Notice, SubmitButton } from '../Messages'
import { useLeaveGuard, useRouter } from '../router'
import { useSession } from '../session'
import { buttonClass } from '../ui'
import { useApi } from '../useApi'
import { DraftOffer } from './DraftOffer'
import { EditorFields } from './EditorFields'
import { Preview } from './Preview'
import { usePostForm } from './usePostForm'

const slugClash = (slug: string) => `Já existe um post no endereço ${BLOG_PATH}/${slug}. Escolha outro.`

/** Creates or edits one post: the fields, a live preview, and a local draft so nothing typed is lost. */
export function PostEditor({ post, takenSlugs }: { post: PostRow | null; takenSlugs: ReadonlySet<string> }) {
  const api = useApi()
  const { refreshSite } = useSession()
  const { flash, navigate } = useRouter()
  const drafts = useMemo(() => draftStore(window.localStorage), [])
  const draftKey = post?.id ?? NEW_POST_DRAFT
  const [saved, setSaved] = useState(post ? formFromRow(post) : emptyForm)
  const editor = usePostForm(saved, !post, takenSlugs)
  const { form } = editor
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const draft = drafts.load(draftKey)
    return draft && !sameForm(draft.form, saved) ? draft : null
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<{ text: string; failed?: boolean } | null>(flash ? { text: flash } : null)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const dirty = !sameForm(form, saved)

  useLeaveGuard(dirty)
  useEffect(() => {
    // An offered draft stays stored until the owner answers, or types over it (the offer keeps it in memory).
    if (dirty) drafts.save(draftKey, form)
    else if (!offer) drafts.clear(draftKey)
  }, [form, dirty, offer])

  async function save(event?: FormEvent) {
    event?.preventDefault()
    const result = validatePost(form)
    const problems: FieldErrors = result.ok ? {} : result.errors
    if (takenSlugs.has(form.slug)) problems.slug = slugClash(form.slug)
    setErrors(problems)
    if (!result.ok || problems.slug) return setMessage({ text: 'Corrija os campos marcados antes de salvar.', failed: true })
    setBusy(true)
    setMessage(null)
    try {
      const row = post ? await api.updatePost(post.id, result.write) : await api.createPost(result.write)
      drafts.clear(draftKey)
      const touchesSite = row.published || saved.published
      const text = savedMessage(saved.published, row.published) + (touchesSite && !(await refreshSite()) ? ` ${SITE_NOT_REFRESHED}` : '')
      if (!post) return navigate(adminPath({ screen: 'edit', id: row.id }), { replace: true, force: true, flash: text })
      setSaved(formFromRow(row))
      editor.reset(formFromRow(row))
      setMessage({ text })
    } catch (failure) {
      if (isSlugClash(failure)) setErrors({ slug: slugClash(form.slug) })
      setMessage({ text: isSlugClash(failure) ? slugClash(form.slug) : errorMessage(failure), failed: true })
    } finally {
      setBusy(false)
    }
  }

  function saveOnCtrlS(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.key !== 's') return
    event.preventDefault()
    void save()
  }

  async function remove() {
    if (!post) return
    setDeleting(false)
    setBusy(true)
    try {
      await api.deletePost(post.id)
      drafts.clear(draftKey)
      const fresh = !saved.published || (await refreshSite())
      navigate(ADMIN_HOME, { force: true, flash: `“${saved.title}” foi excluído.${fresh ? '' : ` ${SITE_NOT_REFRESHED}`}` })
    } catch (failure) {
      setMessage({ text: errorMessage(failure), failed: true })
      setBusy(false)
    }
  }

  return (
    <form className="adm-editor" onSubmit={save} noValidate onKeyDown={saveOnCtrlS}>
      <div className="adm-titlebar">
        <h1>{post ? 'Editar post' : 'Novo post'}</h1>
        <p className="adm-muted" role="status">
          {dirty ? 'Alterações não salvas' : post ? 'Tudo salvo' : ''}
        </p>
      </div>
      {offer && (
        <DraftOffer
          draft={offer}
          onRestore={() => {
            editor.reset(offer.form)
            setOffer(null)
          }}
          onDiscard={() => {
            drafts.clear(draftKey)
            setOffer(null)
          }}
        />
      )}
      {message?.failed ? <ErrorMessage>{message.text}</ErrorMessage> : <Notice>{message?.text}</Notice>}
      <div className="adm-editor-grid">
        <EditorFields editor={editor} errors={errors} slugTaken={takenSlugs.has(form.slug) ? slugClash(form.slug) : undefined} />
        <Preview form={form} />
      </div>
      <div className="adm-savebar">
        <SubmitButton pending={busy} label="Salvar" pendingLabel="Salvando..." />
        {post && saved.published && (
          <a className={buttonClass('quiet')} href={`${BLOG_PATH}/${saved.slug}`} target="_blank" rel="noopener">
            Ver no blog
          </a>
        )}
        {post && (
          <button type="button" className={buttonClass('quiet', 'danger')} disabled={busy} onClick={() => setDeleting(true)}>
            Excluir
          </button>
        )}
      </div>
      {deleting && (
        <DeletePostDialog post={saved} onCancel={() => setDeleting(false)} onConfirm={() => void remove()} />
      )}
    </form>
  )
}

/** What a save did, as the owner sees it on the blog. */
function savedMessage(wasPublished: boolean, published: boolean): string {
  if (published) return wasPublished ? 'Alterações salvas: o blog já mostra a nova versão.' : 'Post publicado: já está no blog.'
  return wasPublished ? 'Post despublicado: saiu do blog e voltou a ser rascunho.' : 'Rascunho salvo. Ele só aparece no blog depois de publicado.'
}
