import { formFromRow, textFields, type PostForm, type PostWrite } from './postForm'
import { postStatus, type PendingChanges, type Revision, type StoredPost } from './storedPost'

/** The columns that changes waiting to be published hold: the post's text and its address. */
const CHANGE_COLUMNS = [
  'title',
  'slug',
  'subtitle',
  'content',
  'meta_title',
  'meta_description',
  'featured_image',
  'featured_image_alt',
  'author',
  'read_time',
] as const satisfies readonly (keyof PostWrite & keyof PendingChanges)[]

/** What a save without publishing writes. */
export type ChangesWrite = Pick<PostWrite, (typeof CHANGE_COLUMNS)[number]>

/** Said when changes are saved without publishing. */
export const HELD_MESSAGE = 'Alterações salvas sem publicar: o blog continua mostrando a versão publicada.'
/** Said when the editor goes back to the published version. */
export const DISCARDED_MESSAGE = 'Alterações descartadas: o editor voltou para a versão que está no blog.'
/** Said when a save without publishing finds the text as the blog shows it. */
export const NOTHING_HELD_MESSAGE = 'O texto está igual ao do blog: não há alterações para publicar.'

/**
 * Whether saving keeps the changes off the blog until the owner publishes them: the post is on the blog and
 * stays there. Drafts, scheduled posts and a change of publication are saved as they are.
 */
export function holdsChanges(row: StoredPost | null, form: Pick<PostForm, 'publication'>, now = new Date()): boolean {
  return row !== null && postStatus(row, now) === 'published' && form.publication === 'published'
}

/** The editor's view of a post: its changes waiting to be published in place of its text, when it has some. */
export function editableForm(row: StoredPost, pending: PendingChanges | null, now = new Date()): PostForm {
  const form = formFromRow(row, now)
  return pending ? { ...form, ...textFields(pending), slug: pending.slug } : form
}

/** The text and address of a write, as changes to keep off the blog. */
export function changesOf(write: PostWrite): ChangesWrite {
  return Object.fromEntries(CHANGE_COLUMNS.map((column) => [column, write[column]])) as ChangesWrite
}

/** Whether a write leaves the post's text and address as stored: there is nothing to publish. */
export function sameText(write: ChangesWrite, row: StoredPost): boolean {
  return CHANGE_COLUMNS.every((column) => write[column] === row[column])
}

/**
 * What the versions list says beside a version, newest first: the one the post holds (the one the blog shows
 * while changes wait), the changes waiting, or a version saved without publishing.
 */
export function revisionNote(
  revisions: readonly Pick<Revision, 'pending'>[],
  index: number,
  post: { waiting: boolean; onBlog: boolean },
): string | null {
  const revision = revisions[index]
  if (revision?.pending) return post.waiting && index === 0 ? 'alterações não publicadas' : 'salva sem publicar'
  if (index !== revisions.findIndex((other) => !other.pending)) return null
  return post.waiting && post.onBlog ? 'versão no blog' : 'versão atual'
}
