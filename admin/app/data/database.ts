import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import { IMAGE_BUCKET } from '../../../blog/images/variants'
import { columnsOf } from '../../../blog/data/schema'
import { contactReportSchema, type ContactReport } from './contacts'
import { NOT_IN_TRASH } from '../session/errors'
import { publishSchema, type Publish } from '../publish/publishLine'
import type { ChangesWrite } from '../../posts/pendingChanges'
import { copyOf, type PostWrite } from '../../posts/postForm'
import { withChanges } from '../../posts/revisionChanges'
import { PENDING_TABLE, parsePostList, postListRequest, type PostListItem } from '../../posts/postList'
import { unwrap } from '../../result'
import {
  editablePostSchema,
  pendingChangesSchema,
  revisionSchema,
  storedPostSchema,
  type EditablePost,
  type PendingChanges,
  type Revision,
  type StoredPost,
} from '../../posts/storedPost'

const editableColumns = `*,pending:${PENDING_TABLE}(${columnsOf(pendingChangesSchema)})`

const slugRowsSchema = z.array(storedPostSchema.pick({ slug: true }))

/** A saved version with what it changed against the one saved before it ('Mudou: título e texto.'). */
export type DescribedRevision = Revision & { changes: string }

/** Versions listed in the editor, newest first (one more is read, to say what the last one changed). */
const REVISIONS_SHOWN = 50

/** The admin's reads and writes, through supabase-js with the signed-in admin's session (RLS decides). */
export function adminDatabase(client: SupabaseClient) {
  const posts = () => client.from('posts')
  const parseRow = (row: unknown) => storedPostSchema.parse(row)

  return {
    /** Every post, drafts and the trash included, newest first. */
    async listPosts(): Promise<PostListItem[]> {
      return parsePostList(unwrap(await postListRequest(client)))
    },
    /** One post by id with its changes waiting to be published, or null when it no longer exists. */
    async getPost(id: string): Promise<EditablePost | null> {
      const row = unwrap(await posts().select(editableColumns).eq('id', id).maybeSingle())
      return row === null ? null : editablePostSchema.parse(row)
    },
    /** Whether another post already uses a slug (one in the trash keeps its slug). */
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const query = posts().select('id').eq('slug', slug)
      const rows = unwrap(await (exceptId ? query.neq('id', exceptId) : query))
      return rows.length > 0
    },
    /** Inserts a post and returns it as stored. */
    async createPost(write: PostWrite): Promise<StoredPost> {
      return parseRow(unwrap(await posts().insert(write).select().single()))
    },
    /** Changes some columns of a post and returns it as stored; a change of its text supersedes the changes waiting (a trigger drops them). */
    async updatePost(id: string, changes: Partial<PostWrite>): Promise<StoredPost> {
      return parseRow(unwrap(await posts().update(changes).eq('id', id).select().single()))
    },
    /** Saves changes to a published post without publishing them (replacing those already waiting). */
    async holdChanges(id: string, changes: ChangesWrite): Promise<PendingChanges> {
      const row = unwrap(
        await client
          .from(PENDING_TABLE)
          .upsert({ post_id: id, ...changes }, { onConflict: 'post_id' })
          .select(columnsOf(pendingChangesSchema))
          .single(),
      )
      return pendingChangesSchema.parse(row)
    },
    /** Forgets a post's changes waiting to be published (their saved versions stay). */
    async discardChanges(id: string): Promise<void> {
      unwrap(await client.from(PENDING_TABLE).delete().eq('post_id', id))
    },
    /** Stores an unpublished copy of a post under a free slug. */
    async duplicatePost(id: string): Promise<StoredPost> {
      const original = parseRow(unwrap(await posts().select('*').eq('id', id).single()))
      const slugs = slugRowsSchema.parse(unwrap(await posts().select('slug').like('slug', `${original.slug}%`)))
      return parseRow(
        unwrap(
          await posts()
            .insert(copyOf(original, new Set(slugs.map((row) => row.slug))))
            .select()
            .single(),
        ),
      )
    },
    /** Moves a post to the trash: off the blog at once, restorable for TRASH_DAYS. */
    async trashPost(id: string): Promise<StoredPost> {
      return parseRow(unwrap(await posts().update({ deleted_at: new Date().toISOString() }).eq('id', id).select().single()))
    },
    /** Takes a post out of the trash, as it was. */
    async restorePost(id: string): Promise<StoredPost> {
      return parseRow(unwrap(await posts().update({ deleted_at: null }).eq('id', id).select().single()))
    },
    /** Removes a post in the trash for good, with its versions; the database refuses any other post. */
    async deleteForever(id: string): Promise<void> {
      const removed = unwrap(await posts().delete().eq('id', id).not('deleted_at', 'is', null).select('id'))
      if (removed.length !== 1) throw Object.assign(new Error(`post ${id} is not in the trash`), { code: NOT_IN_TRASH })
    },
    /** Removes for good what has been in the trash for TRASH_DAYS; how many went. */
    async purgeTrash(): Promise<number> {
      return z
        .number()
        .int()
        .parse(unwrap(await client.rpc('purge_trash')))
    },
    /** The saved versions of a post's text, newest (the current one) first, each with what it changed. */
    async listRevisions(postId: string): Promise<DescribedRevision[]> {
      const rows = unwrap(
        await client
          .from('post_revisions')
          .select(columnsOf(revisionSchema))
          .eq('post_id', postId)
          .order('saved_at', { ascending: false })
          .limit(REVISIONS_SHOWN + 1),
      )
      return withChanges(z.array(revisionSchema).parse(rows), REVISIONS_SHOWN)
    },
    /** The chat and phone taps of the last `days` days and of as many days before (admins only: the database refuses anyone else). */
    async contactReport(days: number): Promise<ContactReport> {
      return contactReportSchema.parse(unwrap(await client.rpc('contact_taps_report', { days })))
    },
    /** When the last backup finished (admins only), null before the first. */
    async lastBackup(): Promise<string | null> {
      const rows = unwrap(await client.from('backup_runs').select('finished_at').order('finished_at', { ascending: false }).limit(1))
      return z.array(z.object({ finished_at: z.string() })).parse(rows)[0]?.finished_at ?? null
    },
    /** The latest publish of the site (admins only), null before the publishing workflow recorded one. */
    async latestPublish(): Promise<Publish | null> {
      const rows = unwrap(
        await client.from('publishes').select(columnsOf(publishSchema)).order('started_at', { ascending: false }).limit(1),
      )
      return z.array(publishSchema).parse(rows)[0] ?? null
    },
    /** Uploads an image to the bucket and returns its public URL. */
    async uploadImage(file: Blob, name: string): Promise<string> {
      const bucket = client.storage.from(IMAGE_BUCKET)
      const { error } = await bucket.upload(name, file, { contentType: file.type, cacheControl: '31536000' })
      if (error) throw error
      return bucket.getPublicUrl(name).data.publicUrl
    },
  }
}

/** The admin's data access over one client. */
export type AdminDatabase = ReturnType<typeof adminDatabase>
