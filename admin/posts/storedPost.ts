import { z } from 'zod'
import { postRowSchema } from '../../blog/data/schema'

const timestamp = postRowSchema.shape.created_at

/** A post as the admin reads it: drafts, scheduled posts and the trash included. */
export const storedPostSchema = postRowSchema.extend({
  /** Publication moment; null for a draft, in the future while scheduled. */
  published_at: timestamp.nullable(),
  /** When it went to the trash; null when it is not there. */
  deleted_at: timestamp.nullable(),
})

export type StoredPost = z.infer<typeof storedPostSchema>

/** A post's text: what a saved version keeps and what changes waiting to be published hold. */
const postTextSchema = storedPostSchema.pick({
  title: true,
  slug: true,
  subtitle: true,
  content: true,
  meta_title: true,
  meta_description: true,
  featured_image: true,
  featured_image_alt: true,
  author: true,
  read_time: true,
})

export type PostText = z.infer<typeof postTextSchema>

/** One saved version of a post's text (the current one included), kept by a database trigger. */
export const revisionSchema = postTextSchema.extend({
  id: storedPostSchema.shape.id,
  /** When this version was saved. */
  saved_at: timestamp,
  /** The email of the admin who saved it; null for versions older than the history. */
  saved_by_email: z.string().nullable(),
  /** Saved without publishing, as changes to a published post. */
  pending: z.boolean(),
})

export type Revision = z.infer<typeof revisionSchema>

/** Changes to a published post saved without publishing: the blog shows the post, the editor these. */
export const pendingChangesSchema = postTextSchema.extend({
  /** When they were last saved. */
  updated_at: timestamp,
})

export type PendingChanges = z.infer<typeof pendingChangesSchema>

/** A post as the editor opens it: with the changes waiting to be published, if any. */
export const editablePostSchema = storedPostSchema.extend({
  /** Its changes saved without publishing; null when there are none. */
  pending: pendingChangesSchema.nullable(),
})

export type EditablePost = z.infer<typeof editablePostSchema>

/** Days a post waits in the trash before it is removed for good (the database's purge_trash() says 30 too). */
export const TRASH_DAYS = 30

/** The moment a post in the trash will be removed for good. */
export function purgeDate(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + TRASH_DAYS * 24 * 3600 * 1000)
}

/** Where a post stands for visitors at `now`. */
export function postStatus(
  post: Pick<StoredPost, 'published' | 'published_at' | 'deleted_at'>,
  now = new Date(),
): 'trash' | 'draft' | 'scheduled' | 'published' {
  if (post.deleted_at) return 'trash'
  if (!post.published) return 'draft'
  return post.published_at && Date.parse(post.published_at) > now.getTime() ? 'scheduled' : 'published'
}
