import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import { IMAGE_BUCKET } from '../blog/image/variants'
import { columnsOf, postRowSchema, type PostRow } from '../blog/schema'
import { copyOf, type PostWrite } from './postForm'
import { unwrap } from './result'

/** A row of the admin's list of posts. */
const postListItemSchema = postRowSchema.pick({ id: true, slug: true, title: true, published: true, created_at: true, updated_at: true })

export type PostListItem = z.infer<typeof postListItemSchema>

const listColumns = columnsOf(postListItemSchema)

/** The admin's reads and writes, through supabase-js with the signed-in admin's session (RLS decides). */
export function adminApi(client: SupabaseClient) {
  const posts = () => client.from('posts')
  const parseRow = (row: unknown) => postRowSchema.parse(row)

  return {
    /** Every post, drafts included, newest first. */
    async listPosts(): Promise<PostListItem[]> {
      const rows = unwrap(await posts().select(listColumns).order('created_at', { ascending: false }).order('slug'))
      return z.array(postListItemSchema).parse(rows)
    },
    /** One post by id, or null when it no longer exists. */
    async getPost(id: string): Promise<PostRow | null> {
      const row = unwrap(await posts().select('*').eq('id', id).maybeSingle())
      return row === null ? null : parseRow(row)
    },
    /** Whether another post already uses a slug. */
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const query = posts().select('id').eq('slug', slug)
      const rows = unwrap(await (exceptId ? query.neq('id', exceptId) : query))
      return rows.length > 0
    },
    /** Inserts a post and returns it as stored. */
    async createPost(write: PostWrite): Promise<PostRow> {
      return parseRow(unwrap(await posts().insert(write).select().single()))
    },
    /** Changes some columns of a post and returns it as stored. */
    async updatePost(id: string, changes: Partial<PostWrite>): Promise<PostRow> {
      return parseRow(unwrap(await posts().update(changes).eq('id', id).select().single()))
    },
    /** Stores an unpublished copy of a post under a free slug. */
    async duplicatePost(id: string): Promise<PostRow> {
      const original = parseRow(unwrap(await posts().select('*').eq('id', id).single()))
      const slugs = unwrap(await posts().select('slug').like('slug', `${original.slug}%`)) as { slug: string }[]
      return parseRow(unwrap(await posts().insert(copyOf(original, new Set(slugs.map((row) => row.slug)))).select().single()))
    },
    /** Deletes a post for good. */
    async deletePost(id: string): Promise<void> {
      unwrap(await posts().delete().eq('id', id))
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
export type AdminApi = ReturnType<typeof adminApi>
