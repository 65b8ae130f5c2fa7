import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import { columnsOf } from '../../blog/data/schema'
import { pendingChangesSchema, storedPostSchema } from './storedPost'

/** A row of the admin's list of posts. */
const postListItemSchema = storedPostSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    published: true,
    published_at: true,
    deleted_at: true,
    created_at: true,
    updated_at: true,
  })
  .extend({
    /** When its changes saved without publishing were last saved; null when none wait. */
    pending: pendingChangesSchema.pick({ updated_at: true }).nullable(),
  })

export type PostListItem = z.infer<typeof postListItemSchema>

/** Where a post's changes wait to be published (admins only); embedded in reads of posts as `pending`. */
export const PENDING_TABLE = 'post_pending_changes'

const listColumns = `${columnsOf(postListItemSchema.omit({ pending: true }))},pending:${PENDING_TABLE}(updated_at)`

/** The request for the admin's list of posts: every post, drafts and the trash included, newest first. */
export function postListRequest(client: SupabaseClient) {
  return client.from('posts').select(listColumns).order('created_at', { ascending: false }).order('slug')
}

/** The rows of postListRequest, checked. */
export function parsePostList(rows: unknown): PostListItem[] {
  return z.array(postListItemSchema).parse(rows)
}
