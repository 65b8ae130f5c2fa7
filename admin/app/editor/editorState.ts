import type { LocalDraft } from './draft'
import { editableForm } from '../../posts/pendingChanges'
import { emptyForm, sameForm, type FieldErrors, type PostForm } from '../../posts/postForm'
import type { EditablePost, PendingChanges, StoredPost } from '../../posts/storedPost'
import type { ActionMessage } from '../ui/Messages'

/** What the editor knows besides the fields being typed (those live in usePostForm). */
export type EditorState = {
  /** The post as last stored; null until a new post is first saved. */
  row: StoredPost | null
  /** Its changes saved without publishing: the blog shows `row`, the editor these. */
  pending: PendingChanges | null
  /** The fields as last stored (the changes waiting, if any): the form differs from them when there are unsaved changes. */
  saved: PostForm
  /** Unsaved edits this device kept from an earlier visit, until the owner restores or discards them. */
  offer: LocalDraft | null
  errors: FieldErrors
  message: ActionMessage | null
  /** A save, a publication, a discard or a move to the trash is under way. */
  busy: boolean
}

type EditorAction =
  /** The fields cannot be saved as they are. */
  | { type: 'rejected'; errors: FieldErrors; text: string }
  | { type: 'saving' }
  /** The post itself was written: any changes that waited are in it now, or were superseded. */
  | { type: 'saved'; row: StoredPost; text: string }
  /** Changes were saved without publishing. */
  | { type: 'held'; pending: PendingChanges; text: string }
  /** The changes waiting were forgotten: the editor holds the post as stored. */
  | { type: 'discarded'; text: string }
  | { type: 'trashing' }
  /** A save or a move to the trash failed; `errors` replace the fields' errors when given. */
  | { type: 'failed'; text: string; errors?: FieldErrors }
  /** The owner restored or discarded the offered draft. */
  | { type: 'offerAnswered' }
  | { type: 'notice'; text: string }
  /** The owner closed the message. */
  | { type: 'dismissed' }

/** The editor's state when it opens a post (null for a new one), offering a kept draft that differs from it. */
export function initialEditorState({
  post,
  draft,
  flash,
}: {
  post: EditablePost | null
  draft: LocalDraft | null
  flash: string | null
}): EditorState {
  const { pending, ...row } = post ?? { pending: null }
  const stored = post ? (row as StoredPost) : null
  const saved = stored ? editableForm(stored, pending) : emptyForm
  return {
    row: stored,
    pending,
    saved,
    offer: draft && !sameForm(draft.form, saved) ? draft : null,
    errors: {},
    message: flash ? { text: flash } : null,
    busy: false,
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'rejected':
      return { ...state, errors: action.errors, message: { text: action.text, failed: true } }
    case 'saving':
      return { ...state, errors: {}, message: null, busy: true }
    case 'saved':
      return {
        ...state,
        row: action.row,
        pending: null,
        saved: editableForm(action.row, null),
        message: { text: action.text },
        busy: false,
      }
    case 'held':
    case 'discarded': {
      if (!state.row) return state
      const pending = action.type === 'held' ? action.pending : null
      return { ...state, pending, saved: editableForm(state.row, pending), message: { text: action.text }, busy: false }
    }
    case 'trashing':
      return { ...state, busy: true }
    case 'failed':
      return { ...state, errors: action.errors ?? state.errors, message: { text: action.text, failed: true }, busy: false }
    case 'offerAnswered':
      return { ...state, offer: null }
    case 'notice':
      return { ...state, message: { text: action.text } }
    case 'dismissed':
      return { ...state, message: null }
  }
}
