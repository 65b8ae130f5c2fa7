import { useState } from 'react'
import type { PostForm } from '../../posts/postForm'
import { readTime } from '../../../engine/text/readTime'
import { slugify } from '../../../engine/text/slugify'
import { uniqueSlug } from '../../posts/slug'

/**
 * The editor's form. The slug follows the title while the owner has not typed one (new posts only: a stored
 * post keeps its address), and the read time follows the body until the owner sets it.
 */
export function usePostForm(initial: PostForm, isNew: boolean, takenSlugs: ReadonlySet<string>) {
  const [form, setForm] = useState(initial)
  const [autoSlug, setAutoSlug] = useState(isNew)
  const [autoReadTime, setAutoReadTime] = useState(initial.read_time === readTime(initial.content))
  const derivedSlug = (title: string) => uniqueSlug(slugify(title), takenSlugs)

  return {
    form,
    autoReadTime,
    /** Changes fields, keeping the derived ones in step. */
    update(changes: Partial<PostForm>) {
      setForm((current) => {
        const next = { ...current, ...changes }
        if (autoSlug && changes.title !== undefined) next.slug = derivedSlug(next.title)
        if (autoReadTime && changes.content !== undefined) next.read_time = readTime(next.content)
        return next
      })
    },
    /** The owner typed a slug: it no longer follows the title. */
    editSlug(slug: string) {
      setAutoSlug(false)
      setForm((current) => ({ ...current, slug }))
    },
    /** Sets the slug from the title again. */
    deriveSlug() {
      setForm((current) => ({ ...current, slug: derivedSlug(current.title) }))
    },
    /** The owner typed a read time: it no longer follows the body. */
    editReadTime(minutes: number) {
      setAutoReadTime(false)
      setForm((current) => ({ ...current, read_time: minutes }))
    },
    /** Computes the read time from the body again, and keeps it following the body. */
    recomputeReadTime() {
      setAutoReadTime(true)
      setForm((current) => ({ ...current, read_time: readTime(current.content) }))
    },
    /** Replaces the whole form (a restored draft, or the row just saved). */
    reset(next: PostForm) {
      setForm(next)
      setAutoSlug(false)
    },
  }
}
