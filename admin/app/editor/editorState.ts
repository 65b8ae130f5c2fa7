import type { LocalDraft } from '../../draft'
import { emptyForm, formFromRow, sameForm, type FieldErrors, type PostForm } from '../../postForm'
import type { StoredPost } from '../../storedPost'
import type { ActionMessage } from '../Messages'

/** What the editor knows besides the fields being typed (those live in usePostForm). */
export type EditorState = {
  /** The post as last stored; null until a new post is first saved. */
  row: StoredPost | null
  /** The fields as last stored: the form differs from them when there are unsaved changes. */
  saved: PostForm
  /** Unsaved edits this device kept from an earlier visit, until the owner restores or discards them. */
  offer: LocalDraft | null
  errors: FieldErrors
  message: ActionMessage | null
  /** A save or a move to the trash is under way. */
  busy: boolean
}

type EditorAction =
  /** The fields cannot be saved as they are. */
  | { type: 'rejected'; errors: FieldErrors; text: string }
  | { type: 'saving' }
  | { type: 'saved'; row: StoredPost; text: string }
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
  post: StoredPost | null
  draft: LocalDraft | null
  flash: string | null
}): EditorState {
  const saved = post ? formFromRow(post) : emptyForm
  return {
    row: post,
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
      return { ...state, row: action.row, saved: formFromRow(action.row), message: { text: action.text }, busy: false }
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
