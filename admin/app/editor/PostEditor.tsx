import { useEffect, useMemo, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { draftStore, NEW_POST_DRAFT } from '../../draft'
import { errorMessage, isSlugClash, SITE_NOT_REFRESHED } from '../../errors'
import { formFromRow, sameForm, validatePost, type FieldErrors, type PostForm } from '../../postForm'
import { ADMIN_HOME, adminPath } from '../../routes'
import { savedMessage } from '../../savedMessage'
import { postStatus, TRASH_DAYS, type StoredPost } from '../../storedPost'
import { BLOG_PATH } from '../../../engine/routes/blogPath'
import { SubmitButton, Toast } from '../Messages'
import { useLeaveGuard, useRouter } from '../router'
import { useSession } from '../session'
import { buttonClass } from '../ui'
import { useApi } from '../useApi'
import { DraftOffer } from './DraftOffer'
import { EditorFields } from './EditorFields'
import { editorReducer, initialEditorState } from './editorState'
import { Preview } from './Preview'
import { Revisions } from './Revisions'
import { useCaretInView } from './useCaretInView'
import { usePostForm } from './usePostForm'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

/** Slugs other posts hold; those in the trash stay reserved until they are deleted for good. */
type TakenSlugs = { all: ReadonlySet<string>; trashed: ReadonlySet<string> }

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
  const [{ row, saved, offer, errors, message, busy }, dispatch] = useReducer(editorReducer, null, () =>
    initialEditorState({ post, draft: drafts.load(draftKey), flash }),
  )
  const editor = usePostForm(saved, !post, takenSlugs)
  const { form } = editor
  const dirty = !sameForm(form, saved)

  const formRef = useRef<HTMLFormElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  useCaretInView(formRef, barRef)
  useLeaveGuard(dirty)
  useEffect(() => {
    // A rejected save takes the owner to the first field to fix, wherever they were.
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  useEffect(() => {
    // An offered draft stays stored until the owner answers, or types over it (the offer keeps it in memory).
    if (dirty) drafts.save(draftKey, form)
    else if (!offer) drafts.clear(draftKey)
  }, [drafts, draftKey, form, dirty, offer])

  async function save(event?: FormEvent) {
    event?.preventDefault()
    const result = validatePost(form)
    const problems: FieldErrors = result.ok ? {} : result.errors
    if (takenSlugs.has(form.slug)) problems.slug = slugClash(form.slug, taken)
    if (!result.ok || problems.slug)
      return dispatch({ type: 'rejected', errors: problems, text: 'Corrija os campos marcados antes de salvar.' })
    dispatch({ type: 'saving' })
    try {
      const stored = post ? await api.updatePost(post.id, result.write) : await api.createPost(result.write)
      drafts.clear(draftKey)
      const before = row ? postStatus(row) : 'draft'
      const touchesSite = stored.published || before !== 'draft'
      const text = savedMessage(before, stored) + (touchesSite && !(await refreshSite()) ? ` ${SITE_NOT_REFRESHED}` : '')
      // A new post opens again under its own address, with the editor built afresh.
      if (!post) return navigate(adminPath({ screen: 'edit', id: stored.id }), { replace: true, force: true, flash: text })
      dispatch({ type: 'saved', row: stored, text })
      editor.reset(formFromRow(stored))
    } catch (failure) {
      const clash = isSlugClash(failure) ? slugClash(form.slug, taken) : null
      dispatch({ type: 'failed', text: clash ?? errorMessage(failure), errors: clash ? { slug: clash } : undefined })
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
    dispatch({ type: 'trashing' })
    try {
      await api.trashPost(post.id)
      const fresh = saved.publication === 'draft' || (await refreshSite())
      const text = `“${saved.title}” foi para a lixeira, onde fica ${TRASH_DAYS} dias antes de ser apagado.`
      navigate(ADMIN_HOME, { force: true, flash: fresh ? text : `${text} ${SITE_NOT_REFRESHED}` })
    } catch (failure) {
      dispatch({ type: 'failed', text: errorMessage(failure) })
    }
  }

  function restoreVersion(fields: Partial<PostForm>, text: string) {
    editor.update(fields)
    dispatch({ type: 'notice', text })
  }

  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate onKeyDown={saveOnCtrlS}>
      <div className={frameCss.titlebar}>
        <h1>{post ? 'Editar post' : 'Novo post'}</h1>
        <p className={frameCss.muted} role="status">
          {dirty ? 'Alterações não salvas' : post ? 'Tudo salvo' : ''}
        </p>
      </div>
      {offer && (
        <DraftOffer
          draft={offer}
          onRestore={() => {
            editor.reset(offer.form)
            dispatch({ type: 'offerAnswered' })
          }}
          onDiscard={() => {
            drafts.clear(draftKey)
            dispatch({ type: 'offerAnswered' })
          }}
        />
      )}
      <div className={editorCss.editorGrid}>
        <EditorFields editor={editor} errors={errors} slugTaken={takenSlugs.has(form.slug) ? slugClash(form.slug, taken) : undefined} />
        <Preview form={form} />
      </div>
      {row && <Revisions postId={row.id} version={row.updated_at} canRestore={!dirty} onRestore={restoreVersion} />}
      <div ref={barRef} className={editorCss.savebar}>
        <Toast message={message} className={editorCss.barToast} onClose={() => dispatch({ type: 'dismissed' })} />
        <SubmitButton pending={busy} label="Salvar" pendingLabel="Salvando…" />
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
