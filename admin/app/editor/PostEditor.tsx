import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react'
import { draftStore, NEW_POST_DRAFT } from './draft'
import { sameForm, type PostForm } from '../../posts/postForm'
import { postStatus, type EditablePost } from '../../posts/storedPost'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { TakeOffBlogDialog } from '../ui/ConfirmDialog'
import { SubmitButton, Toast } from '../ui/Messages'
import { useLeaveGuard, useRouter } from '../shell/router'
import { useTime } from '../shell/useTime'
import { buttonClass } from '../ui/buttonClass'
import { DraftOffer } from './DraftOffer'
import { EditorFields } from './EditorFields'
import { editorReducer, initialEditorState } from './editorState'
import { PendingNotice } from './PendingNotice'
import { Preview } from './Preview'
import { Revisions } from './Revisions'
import { ShareButton } from './ShareButton'
import { useCaretInView } from './useCaretInView'
import { usePostForm } from './usePostForm'
import { slugClash, usePostSaves, type TakenSlugs } from './usePostSaves'
import * as editorCss from '../styles/editor'
import * as frameCss from '../styles/frame'

/**
 * Creates or edits one post: the fields, a live preview, its saved versions, and a local draft so nothing typed is
 * lost. Changes to a post on the blog are saved without publishing until the owner publishes them.
 */
export function PostEditor({ post, taken }: { post: EditablePost | null; taken: TakenSlugs }) {
  const takenSlugs = taken.all
  const { flash, scrollBack } = useRouter()
  const time = useTime()
  const drafts = useMemo(() => draftStore(window.localStorage), [])
  const draftKey = post?.id ?? NEW_POST_DRAFT
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState({ post, draft: drafts.load(draftKey), flash }))
  const { row, pending, saved, offer, errors, message, busy } = state
  const editor = usePostForm(saved, !post, takenSlugs)
  const { form } = editor
  const dirty = !sameForm(form, saved)
  const onBlog = row !== null && postStatus(row) === 'published'
  const { holding, save, commit, discard, trash } = usePostSaves({ isNew: !post, state, dispatch, editor, drafts, draftKey, taken })

  const [confirmTrash, setConfirmTrash] = useState(false)
  const publishes = holding && (pending !== null || dirty)
  const formRef = useRef<HTMLFormElement>(null)
  const barRef = useRef<HTMLDivElement>(null)
  useCaretInView(formRef, barRef)
  useLeaveGuard(dirty)
  useEffect(() => {
    // A new post, once saved, opens again here: the owner stays where they were rather than back at the top.
    if (scrollBack !== null) window.scrollTo({ top: scrollBack, behavior: 'instant' })
  }, [scrollBack])
  useEffect(() => {
    // A rejected save takes the owner to the first field to fix, wherever they were.
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  useEffect(() => {
    // An offered draft stays stored until the owner answers, or types over it (the offer keeps it in memory).
    if (dirty) drafts.save(draftKey, form)
    else if (!offer) drafts.clear(draftKey)
  }, [drafts, draftKey, form, dirty, offer])

  function saveOnCtrlS(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.key !== 's') return
    event.preventDefault()
    void save()
  }

  function restoreVersion(fields: Partial<PostForm>, savedAt: string) {
    editor.update(fields)
    const next = holding ? 'Publique as alterações para que ela valha no blog.' : 'Salve para que ela valha no blog.'
    dispatch({ type: 'notice', text: `A versão de ${time.dateTime(savedAt)} voltou para o editor. ${next}` })
  }

  return (
    <form ref={formRef} onSubmit={(event) => void save(event)} noValidate onKeyDown={saveOnCtrlS}>
      <div className={frameCss.titlebar}>
        <h1>{post ? 'Editar post' : 'Novo post'}</h1>
        <div className={frameCss.row}>
          <p className={frameCss.muted} role="status">
            {dirty ? 'Alterações não salvas' : post ? 'Tudo salvo' : ''}
          </p>
          {/* Up here rather than in the save bar, which a phone would otherwise wrap onto a third line. */}
          {row && onBlog && (
            <>
              <a className={buttonClass('small', 'quiet')} href={`${BLOG_PATH}/${row.slug}`} target="_blank" rel="noopener">
                Ver no blog
              </a>
              <ShareButton post={row} />
            </>
          )}
        </div>
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
      {pending && row && <PendingNotice pending={pending} onBlog={onBlog} dirty={dirty} busy={busy} onDiscard={() => void discard()} />}
      <div className={editorCss.editorGrid}>
        <EditorFields editor={editor} errors={errors} slugTaken={takenSlugs.has(form.slug) ? slugClash(form.slug, taken) : undefined} />
        <Preview form={form} label={holding && (pending || dirty) ? 'Pré-visualização das alterações não publicadas' : undefined} />
      </div>
      {row && (
        <Revisions
          postId={row.id}
          version={pending?.updated_at ?? row.updated_at}
          post={{ waiting: pending !== null, onBlog }}
          canRestore={!dirty}
          onRestore={restoreVersion}
        />
      )}
      <div ref={barRef} className={editorCss.savebar}>
        <Toast message={message} className={editorCss.barToast} onClose={() => dispatch({ type: 'dismissed' })} />
        {/* Changes to a post on the blog: publishing them is the main action, saving them aside the other one. */}
        {publishes && (
          <button type="button" className={buttonClass()} disabled={busy} onClick={() => void commit()}>
            Publicar alterações
          </button>
        )}
        <SubmitButton pending={busy} label={holding ? 'Salvar sem publicar' : 'Salvar'} pendingLabel="Salvando…" quiet={publishes} />
        {post && (
          <button
            type="button"
            className={buttonClass('quiet', 'danger')}
            disabled={busy}
            onClick={() => (onBlog ? setConfirmTrash(true) : void trash())}
          >
            Excluir
          </button>
        )}
      </div>
      {confirmTrash && (
        <TakeOffBlogDialog
          post={row ?? saved}
          to="trash"
          onCancel={() => setConfirmTrash(false)}
          onConfirm={() => {
            setConfirmTrash(false)
            void trash()
          }}
        />
      )}
    </form>
  )
}
