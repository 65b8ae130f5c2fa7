import { describe, expect, it } from 'vitest'
import { draftStore, NEW_POST_DRAFT, type KeyValueStore } from './draft'
import { emptyForm } from '../../posts/postForm'

function memoryStorage(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const form = { ...emptyForm, title: 'Cortina wave', content: '<p>Rascunho</p>' }

describe('local drafts', () => {
  it('keeps, returns and forgets a draft per post', () => {
    const drafts = draftStore(memoryStorage())
    drafts.save(NEW_POST_DRAFT, form, new Date('2026-03-01T12:00:00Z'))
    expect(drafts.load(NEW_POST_DRAFT)).toEqual({ form, savedAt: '2026-03-01T12:00:00.000Z' })
    expect(drafts.load('outro')).toBeNull()
    drafts.clear(NEW_POST_DRAFT)
    expect(drafts.load(NEW_POST_DRAFT)).toBeNull()
  })

  it('ignores what it cannot read', () => {
    const storage = memoryStorage()
    const drafts = draftStore(storage)
    drafts.save('a', form)
    const [key] = storage.items.keys()
    storage.setItem(key ?? '', '{"form":{"title":1}}')
    expect(drafts.load('a')).toBeNull()
    storage.setItem(key ?? '', 'não é json')
    expect(drafts.load('a')).toBeNull()
  })

  it('still offers a draft kept before the photo description existed, with the description empty', () => {
    const storage = memoryStorage()
    const drafts = draftStore(storage)
    drafts.save('a', form)
    const [key = ''] = storage.items.keys()
    const { featured_image_alt: _, ...older } = form
    storage.setItem(key, JSON.stringify({ form: older, savedAt: '2026-03-01T12:00:00.000Z' }))
    expect(drafts.load('a')?.form).toEqual({ ...form, featured_image_alt: '' })
  })

  it('survives a full storage', () => {
    const drafts = draftStore({
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    })
    expect(() => drafts.save('a', form)).not.toThrow()
  })
})
