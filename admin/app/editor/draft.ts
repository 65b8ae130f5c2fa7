import { z } from 'zod'
import { postFormSchema, type PostForm } from '../../posts/postForm'

/** Unsaved edits of one post kept in the browser, so that a reload or a crash loses nothing. */
export type LocalDraft = { form: PostForm; savedAt: string }

/** The part of Web Storage the drafts use (localStorage in the browser). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Key of a new post's draft, which has no id yet. */
export const NEW_POST_DRAFT = 'novo'

const PREFIX = 'cortinas-admin:rascunho:'
const draftSchema = z.object({ form: postFormSchema, savedAt: z.iso.datetime() })

/** Local drafts, one per post id (or NEW_POST_DRAFT). */
export function draftStore(storage: KeyValueStore) {
  return {
    /** The draft of a post, or null when there is none or it cannot be read. */
    load(postId: string): LocalDraft | null {
      try {
        const parsed = draftSchema.safeParse(JSON.parse(storage.getItem(PREFIX + postId) ?? 'null'))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    /** Keeps the form; a full or blocked storage only loses the safety net, so it is not an error. */
    save(postId: string, form: PostForm, now = new Date()): void {
      try {
        storage.setItem(PREFIX + postId, JSON.stringify({ form, savedAt: now.toISOString() } satisfies LocalDraft))
      } catch {
        // Quota exceeded or storage disabled.
      }
    },
    /** Forgets a post's draft, once it is saved or discarded. */
    clear(postId: string): void {
      storage.removeItem(PREFIX + postId)
    },
  }
}
