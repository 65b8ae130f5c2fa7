import { describe, expect, it } from 'vitest'
import { changesOf, editableForm, holdsChanges, revisionNote, sameText } from './pendingChanges'
import { formFromRow, validatePost } from './postForm'
import type { PendingChanges } from './storedPost'
import { storedPost } from './testing'

const now = new Date('2026-11-26T12:00:00Z')

const row = storedPost({ featured_image: null, featured_image_alt: null, published_at: '2025-06-03T13:00:00+00:00' })

const pending: PendingChanges = {
  ...changesOf({ ...row, title: 'Cortina de linho lavado', slug: 'cortina-de-linho-lavado', content: '<p>Texto novo.</p>' }),
  updated_at: '2026-11-25T13:00:00+00:00',
}

const write = (form = formFromRow(row, now)) => {
  const result = validatePost(form, now)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.write
}

describe('changes to a published post', () => {
  it('wait only while the post is on the blog and stays there: drafts, schedules and a change of publication are written', () => {
    const form = formFromRow(row, now)
    expect(holdsChanges(row, form, now)).toBe(true)
    expect(holdsChanges(row, { publication: 'draft' }, now)).toBe(false)
    expect(holdsChanges(row, { publication: 'scheduled' }, now)).toBe(false)
    expect(holdsChanges({ ...row, published: false, published_at: null }, { publication: 'published' }, now)).toBe(false)
    const scheduled = { ...row, published_at: '2026-12-01T12:00:00+00:00' }
    expect(holdsChanges(scheduled, formFromRow(scheduled, now), now)).toBe(false)
    expect(holdsChanges(null, { publication: 'published' }, now)).toBe(false)
  })

  it('open in the editor in place of the stored text and address, the publication as stored', () => {
    expect(editableForm(row, null, now)).toEqual(formFromRow(row, now))
    expect(editableForm(row, pending, now)).toEqual({
      ...formFromRow(row, now),
      title: 'Cortina de linho lavado',
      slug: 'cortina-de-linho-lavado',
      content: '<p>Texto novo.</p>',
    })
  })

  it('are the text and address of a write, and there is nothing to hold when they match the stored post', () => {
    expect(changesOf(write())).not.toHaveProperty('published')
    expect(sameText(changesOf(write()), row)).toBe(true)
    expect(sameText(changesOf(write({ ...formFromRow(row, now), subtitle: 'Outro' })), row)).toBe(false)
    expect(sameText(changesOf(write({ ...formFromRow(row, now), slug: 'outro-endereco' })), row)).toBe(false)
    expect(sameText(changesOf(write({ ...formFromRow(row, now), publication: 'draft' })), row)).toBe(true)
  })
})

describe('revisionNote', () => {
  const notes = (pendings: boolean[], post: { waiting: boolean; onBlog: boolean }) => {
    const revisions = pendings.map((isPending) => ({ pending: isPending }))
    return revisions.map((_, index) => revisionNote(revisions, index, post))
  }

  it('marks the current version, and the one the blog shows while changes wait', () => {
    expect(notes([false, false], { waiting: false, onBlog: true })).toEqual(['versão atual', null])
    expect(notes([true, true, false, false], { waiting: true, onBlog: true })).toEqual([
      'alterações não publicadas',
      'salva sem publicar',
      'versão no blog',
      null,
    ])
    expect(notes([true, false], { waiting: true, onBlog: false })).toEqual(['alterações não publicadas', 'versão atual'])
  })

  it('after a discard, calls the post as stored current and the discarded changes saved without publishing', () => {
    expect(notes([true, false, true, false], { waiting: false, onBlog: true })).toEqual([
      'salva sem publicar',
      'versão atual',
      'salva sem publicar',
      null,
    ])
  })
})
