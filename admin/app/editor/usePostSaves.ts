import type { Dispatch, FormEvent } from 'react'
import type { draftStore } from './draft'
import { errorMessage, isSlugClash, SITE_NOT_REFRESHED } from '../session/errors'
import {
  changesOf,
  DISCARDED_MESSAGE,
  editableForm,
  HELD_MESSAGE,
  holdsChanges,
  NOTHING_HELD_MESSAGE,
  sameText,
} from '../../posts/pendingChanges'
import { validatePost, type FieldErrors, type PostWrite } from '../../posts/postForm'
import { ADMIN_HOME, adminPath } from '../../routes'
import { savedMessage } from '../ui/savedMessage'
import { postStatus, TRASH_DAYS } from '../../posts/storedPost'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { useRouter } from '../shell/router'
import { useSession } from '../session/session'
import { useTime } from '../shell/useTime'
import { useDatabase } from '../data/useDatabase'
import type { editorReducer, EditorState } from './editorState'
import type { usePostForm } from './usePostForm'

/** Slugs other posts hold; those in the trash stay reserved until they are deleted for good. */
export type TakenSlugs = { all: ReadonlySet<string>; trashed: ReadonlySet<string> }

/** Why another post's slug cannot be used. */
export const slugClash = (slug: string, taken: TakenSlugs) =>
  taken.trashed.has(slug)
    ? `O endereço ${BLOG_PATH}/${slug} é de um post na lixeira: fica reservado até ele ser excluído definitivamente. Escolha outro.`
    : `Já existe um post no endereço ${BLOG_PATH}/${slug}. Escolha outro.`

/**
 * What the editor's buttons write: the post itself (a draft, a schedule, a new post, or the changes to a
 * published one, published), changes to a published post kept off the blog, their discard, and the trash.
 */
export function usePostSaves(options: {
  isNew: boolean
  state: EditorState
  dispatch: Dispatch<Parameters<typeof editorReducer>[1]>
  editor: ReturnType<typeof usePostForm>
  drafts: ReturnType<typeof draftStore>
  draftKey: string
  taken: TakenSlugs
}) {
  const { isNew, state, dispatch, editor, drafts, draftKey, taken } = options
  const { row, pending } = state
  const { form } = editor
  const api = useDatabase()
  const { refreshSite } = useSession()
  const time = useTime()
  const { navigate } = useRouter()
  const holding = holdsChanges(row, form)

  /** The row to write, or null when fields need fixing (then said, and the first one focused). */
  function checkedWrite(): PostWrite | null {
    const result = validatePost(form)
    const problems: FieldErrors = result.ok ? {} : result.errors
    if (taken.all.has(form.slug)) problems.slug = slugClash(form.slug, taken)
    if (result.ok && !problems.slug) return result.write
    dispatch({ type: 'rejected', errors: problems, text: 'Corrija os campos marcados antes de salvar.' })
    return null
  }

  function failed(failure: unknown) {
    const clash = isSlugClash(failure) ? slugClash(form.slug, taken) : null
    dispatch({ type: 'failed', text: clash ?? errorMessage(failure), errors: clash ? { slug: clash } : undefined })
  }

  async function commit() {
    const write = checkedWrite()
    if (!write) return
    dispatch({ type: 'saving' })
    try {
      const stored = row ? await api.updatePost(row.id, write) : await api.createPost(write)
      // A changed text drops the changes that waited (a trigger); an unchanged one would leave them behind.
      if (row && pending && sameText(changesOf(write), row)) await api.discardChanges(row.id)
      drafts.clear(draftKey)
      const before = row ? postStatus(row) : 'draft'
      const touchesSite = stored.published || before !== 'draft'
      const text = savedMessage(before, stored, time) + (touchesSite && !(await refreshSite()) ? ` ${SITE_NOT_REFRESHED}` : '')
      // A new post opens again under its own address, with the editor built afresh.
      if (isNew)
        return navigate(adminPath({ screen: 'edit', id: stored.id }), { replace: true, force: true, keepScroll: true, flash: text })
      dispatch({ type: 'saved', row: stored, text })
      editor.reset(editableForm(stored, null))
    } catch (failure) {
      failed(failure)
    }
  }

  async function hold() {
    const write = checkedWrite()
    if (!write || !row) return
    dispatch({ type: 'saving' })
    try {
      const changes = changesOf(write)
      const kept = sameText(changes, row) ? null : await api.holdChanges(row.id, changes)
      if (!kept && pending) await api.discardChanges(row.id)
      drafts.clear(draftKey)
      dispatch(kept ? { type: 'held', pending: kept, text: HELD_MESSAGE } : { type: 'discarded', text: NOTHING_HELD_MESSAGE })
      editor.reset(editableForm(row, kept))
    } catch (failure) {
      failed(failure)
    }
  }

  return {
    /** Whether saving keeps the changes off the blog until they are published. */
    holding,
    /** The main action (the form's submit, Ctrl+S): changes to a published post wait, anything else is written. */
    save(event?: FormEvent) {
      event?.preventDefault()
      return holding ? hold() : commit()
    },
    /** Writes the post itself; for a published post, 'Publicar alterações'. */
    commit,
    /** Goes back to the post as stored, forgetting the changes that waited (their saved versions stay). */
    async discard() {
      if (!row) return
      dispatch({ type: 'saving' })
      try {
        await api.discardChanges(row.id)
        drafts.clear(draftKey)
        dispatch({ type: 'discarded', text: DISCARDED_MESSAGE })
        editor.reset(editableForm(row, null))
      } catch (failure) {
        failed(failure)
      }
    },
    /** Moves the post to the trash; unsaved edits stay in this device's draft, offered again if it is restored. */
    async trash() {
      if (!row) return
      dispatch({ type: 'trashing' })
      try {
        await api.trashPost(row.id)
        const fresh = state.saved.publication === 'draft' || (await refreshSite())
        const text = `“${state.saved.title}” foi para a lixeira, onde fica ${TRASH_DAYS} dias antes de ser apagado.`
        navigate(ADMIN_HOME, { force: true, flash: fresh ? text : `${text} ${SITE_NOT_REFRESHED}` })
      } catch (failure) {
        dispatch({ type: 'failed', text: errorMessage(failure) })
      }
    },
  }
}
