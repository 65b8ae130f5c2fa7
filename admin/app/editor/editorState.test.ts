import { describe, expect, it } from 'vitest'
import { emptyForm, formFromRow } from '../../posts/postForm'
import type { PendingChanges, StoredPost } from '../../posts/storedPost'
import { storedPost } from '../../posts/testing'
import { editorReducer, initialEditorState, type EditorState } from './editorState'

const stored = storedPost({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'cortina-wave',
  title: 'Cortina wave',
  subtitle: 'Caimento em ondas',
  content: '<p>Texto</p>',
  read_time: 1,
  published: false,
  published_at: null,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
})

const published: StoredPost = { ...stored, published: true, published_at: '2026-03-01T12:00:00.000Z' }

const changes: PendingChanges = {
  title: 'Cortina wave em linho',
  slug: 'cortina-wave',
  subtitle: 'Caimento em ondas',
  content: '<p>Texto novo</p>',
  meta_title: null,
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
  author: null,
  read_time: 1,
  updated_at: '2026-03-02T12:00:00.000Z',
}

const opened = (post: StoredPost = stored, pending: PendingChanges | null = null): EditorState =>
  initialEditorState({ post: { ...post, pending }, draft: null, flash: null })

describe('initialEditorState', () => {
  it('starts from the stored post, or an empty form for a new one, with the flash as its message', () => {
    expect(opened()).toEqual({
      row: stored,
      pending: null,
      saved: formFromRow(stored),
      offer: null,
      errors: {},
      message: null,
      busy: false,
    })
    expect(initialEditorState({ post: null, draft: null, flash: 'Cópia criada.' })).toMatchObject({
      row: null,
      saved: emptyForm,
      message: { text: 'Cópia criada.' },
    })
  })

  it('offers a kept draft only when it differs from what is stored', () => {
    const same = { form: formFromRow(stored), savedAt: '2026-03-02T12:00:00.000Z' }
    const other = { form: { ...formFromRow(stored), title: 'Outro título' }, savedAt: '2026-03-02T12:00:00.000Z' }
    expect(initialEditorState({ post: { ...stored, pending: null }, draft: same, flash: null }).offer).toBeNull()
    expect(initialEditorState({ post: { ...stored, pending: null }, draft: other, flash: null }).offer).toBe(other)
  })

  it('opens a published post with its changes waiting in the fields, and offers a kept draft against those', () => {
    const state = opened(published, changes)
    expect(state).toMatchObject({ row: published, pending: changes })
    expect(state.saved).toMatchObject({ title: 'Cortina wave em linho', content: '<p>Texto novo</p>', publication: 'published' })
    const kept = { form: state.saved, savedAt: '2026-03-03T12:00:00.000Z' }
    expect(initialEditorState({ post: { ...published, pending: changes }, draft: kept, flash: null }).offer).toBeNull()
  })
})

describe('editorReducer', () => {
  it('rejects fields that cannot be saved without starting a save', () => {
    const state = editorReducer(opened(), {
      type: 'rejected',
      errors: { title: 'Falta o título' },
      text: 'Corrija os campos marcados antes de salvar.',
    })
    expect(state).toMatchObject({
      errors: { title: 'Falta o título' },
      message: { text: 'Corrija os campos marcados antes de salvar.', failed: true },
      busy: false,
    })
  })

  it('clears errors and message while saving, then takes the stored row as the saved form', () => {
    const saving = editorReducer(editorReducer(opened(), { type: 'rejected', errors: { title: 'x' }, text: 'x' }), { type: 'saving' })
    expect(saving).toMatchObject({ errors: {}, message: null, busy: true })
    const row = { ...stored, title: 'Cortina wave sob medida', updated_at: '2026-03-03T12:00:00.000Z' }
    const saved = editorReducer(saving, { type: 'saved', row, text: 'Rascunho salvo.' })
    expect(saved).toMatchObject({ row, saved: formFromRow(row), message: { text: 'Rascunho salvo.' }, busy: false })
  })

  it("keeps the fields' errors on a failure unless the failure names its own", () => {
    const rejected = editorReducer(opened(), { type: 'rejected', errors: { title: 'Falta o título' }, text: 'x' })
    const failed = editorReducer(editorReducer(rejected, { type: 'trashing' }), { type: 'failed', text: 'Sem conexão.' })
    expect(failed).toMatchObject({ errors: { title: 'Falta o título' }, message: { text: 'Sem conexão.', failed: true }, busy: false })
    const clash = editorReducer(editorReducer(opened(), { type: 'saving' }), {
      type: 'failed',
      text: 'Endereço em uso.',
      errors: { slug: 'Endereço em uso.' },
    })
    expect(clash.errors).toEqual({ slug: 'Endereço em uso.' })
  })

  it('forgets an answered draft offer and shows notices', () => {
    const draft = { form: { ...formFromRow(stored), title: 'Outro' }, savedAt: '2026-03-02T12:00:00.000Z' }
    const offering = initialEditorState({ post: { ...stored, pending: null }, draft, flash: null })
    expect(editorReducer(offering, { type: 'offerAnswered' }).offer).toBeNull()
    expect(editorReducer(offering, { type: 'notice', text: 'A versão voltou para o editor.' }).message).toEqual({
      text: 'A versão voltou para o editor.',
    })
  })

  it('holds changes without touching the stored post, and goes back to it on a discard', () => {
    const held = editorReducer(editorReducer(opened(published), { type: 'saving' }), { type: 'held', pending: changes, text: 'Guardadas.' })
    expect(held).toMatchObject({ row: published, pending: changes, message: { text: 'Guardadas.' }, busy: false })
    expect(held.saved.title).toBe('Cortina wave em linho')
    const discarded = editorReducer(held, { type: 'discarded', text: 'Descartadas.' })
    expect(discarded).toMatchObject({ row: published, pending: null, saved: formFromRow(published), message: { text: 'Descartadas.' } })
  })

  it('forgets the changes that waited once the post itself is written', () => {
    const row = { ...published, title: changes.title, content: changes.content, updated_at: '2026-03-04T12:00:00.000Z' }
    const saved = editorReducer(opened(published, changes), { type: 'saved', row, text: 'Publicadas.' })
    expect(saved).toMatchObject({ row, pending: null, saved: formFromRow(row) })
  })
})
