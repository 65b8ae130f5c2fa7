import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import { draftStore, NEW_POST_DRAFT, type LocalDraft } from '../../draft'
import { errorMessage, isSlugClash, SITE_NOT_REFRESHED } from '../../errors'
import { emptyForm, formFromRow, sameForm, validatePost, type FieldErrors, type PostForm } from '../../postForm'
import { ADMIN_HOME, adminPath } from '../../routes'
import { savedMessage } from '../../savedMessage'
import { postStatus, TRASH_DAYS, type StoredPost } from '../../storedPost'
import { BLOG_PATH } from '../../../blog/pagination'
import { ErrorMessage, Notice, SubmitButton } from '../Messages'
import { useLeaveGuard, useRouter } from '../router'
import { useSession } from '../session'
import { buttonClass } from '../ui'
import { useApi } from '../useApi'
import { DraftOffer } from './DraftOffer'
import { EditorFields } from './EditorFields'
import { Preview } from './Preview'
import { Revisions } from './Revisions'
import { usePostForm } from './usePostForm'

/** Slugs other posts hold; those in the trash stay reserved until they are deleted for good. */
export type TakenSlugs = { all: ReadonlySet<string>; trashed: ReadonlySet<string> }

const slugClash = (slug: string, taken: TakenSlugs) =>
  taken.trashed.has(slug)
    ? `O endereço ${BLOG_PATH}/${slug} é de um post na lixeira: fica reservado até ele ser excluído definitivamente. Escolha outro.`
    : `Já existe um post no endereço ${BLOG_PATH}/${slug}. Escolha outro.`

/** Creates or edits one post: the fields, a live preview, its saved versions, and a local draft so nothing typed is lost. */
export function PostEditor({ post, taken }: { post: StoredPost | null; taken: TakenSlugs }) {
  const takenSlugs = taken.all
  const api = useApi()
  const { refreshSite } = useSession()
  const { flash, navigate } = useRouter()
  const drafts = useMemo(() => draftStore(window.localStorage), [])
  const draftKey = post?.id ?? NEW_POST_DRAFT
  const [row, setRow] = useState(post)
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
    if (takenSlugs.has(form.slug)) problems.slug = slugClash(form.slug, taken)
    setErrors(problems)
    if (!result.ok || problems.slug) return setMessage({ text: 'Corrija os campos marcados antes de salvar.', failed: true })
    setBusy(true)
    setMessage(null)
    try {
      const stored = post ? await api.updatePost(post.id, result.write) : await api.createPost(result.write)
      drafts.clear(draftKey)
      const before = row ? postStatus(row) : 'draft'
      const touchesSite = stored.published || before !== 'draft'
      const text = savedMessage(before, stored) + (touchesSite && !(await refreshSite()) ? ` ${SITE_NOT_REFRESHED}` : '')
      if (!post) return navigate(adminPath({ screen: 'edit', id: stored.id }), { replace: true, force: true, flash: text })
      setRow(stored)
      setSaved(formFromRow(stored))
      editor.reset(formFromRow(stored))
      setMessage({ text })
    } catch (failure) {
      if (isSlugClash(failure)) setErrors({ slug: slugClash(form.slug, taken) })
      setMessage({ text: isSlugClash(failure) ? slugClash(form.slug, taken) : errorMessage(failure), failed: true })
    } finally {
      setBusy(false)
    }
  }

  function saveOnCtrlS(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.key !== 's') return
    event.preventDefault()
    void save()
  }

  /** Moves the post to the trash; unsaved edits stay in this device's draft, offered again if it is restored. */
  async function trash() {
    if (!post) return
    setBusy(true)
    try {
      await api.trashPost(post.id)
      const fresh = saved.publication === 'draft' || (await refreshSite())
      const text = `“${saved.title}” foi para a lixeira, onde fica ${TRASH_DAYS} dias antes de ser apagado.`
      navigate(ADMIN_HOME, { force: true, flash: fresh ? text : `${text} ${SITE_NOT_REFRESHED}` })
    } catch (failure) {
      setMessage({ text: errorMessage(failure), failed: true })
      setBusy(false)
    }
  }

  function restoreVersion(fields: Partial<PostForm>, text: string) {
    editor.update(fields)
    setMessage({ text })
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
        <EditorFields editor={editor} errors={errors} slugTaken={takenSlugs.has(form.slug) ? slugClash(form.slug, taken) : undefined} />
        <Preview form={form} />
      </div>
      {row && <Revisions postId={row.id} version={row.updated_at} canRestore={!dirty} onRestore={restoreVersion} />}
      <div className="adm-savebar">
        <SubmitButton pending={busy} label="Salvar" pendingLabel="Salvando..." />
        {row && postStatus(row) === 'published' && (
          <a className={buttonClass('quiet')} href={`${BLOG_PATH}/${saved.slug}`} target="_blank" rel="noopener">
            Ver no blog
          </a>
        )}
        {post && (
          <button type="button" className={buttonClass('quiet', 'danger')} disabled={busy} onClick={() => void trash()}>
            Excluir
          </button>
        )}
      </div>
    </form>
  )
}
