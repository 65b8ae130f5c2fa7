import { describe, expect, it } from 'vitest'
import { copyOf, emptyForm, formFromRow, MISSING_IMAGE_ALT, sameForm, textFields, validatePost } from './postForm'
import { storedPost } from './testing'

const now = new Date('2026-11-23T12:00:00Z')

const row = storedPost()

describe('post form', () => {
  it('round-trips a stored post, blanks back to null and its publication moment exact', () => {
    const { id, created_at, updated_at, deleted_at, ...columns } = row
    expect(validatePost(formFromRow(row, now), now)).toEqual({ ok: true, write: columns })
  })

  it('writes a draft without a moment, and publishing without one as null (the database makes it now)', () => {
    expect(validatePost({ ...formFromRow(row, now), publication: 'draft' }, now)).toMatchObject({
      ok: true,
      write: { published: false, published_at: null },
    })
    expect(validatePost({ ...emptyForm, title: 'Novo', slug: 'novo', publication: 'published' }, now)).toMatchObject({
      ok: true,
      write: { published: true, published_at: null },
    })
  })

  it('reads a post whose moment is still to come as scheduled, and writes it back unchanged', () => {
    const scheduled = { ...row, published_at: '2026-11-24T12:00:00+00:00' }
    expect(formFromRow(scheduled, now)).toMatchObject({ publication: 'scheduled', published_at: scheduled.published_at })
    expect(validatePost(formFromRow(scheduled, now), now)).toMatchObject({
      ok: true,
      write: { published: true, published_at: scheduled.published_at },
    })
    expect(formFromRow({ ...row, published: false, published_at: null }, now)).toMatchObject({ publication: 'draft', published_at: '' })
  })

  it.each([
    ['', 'Escolha a data e a hora da publicação.'],
    ['2026-11-23T11:59:00.000Z', 'Escolha uma data e hora que ainda não passaram.'],
  ])('refuses a schedule for %o', (moment, message) => {
    const result = validatePost({ ...formFromRow(row, now), publication: 'scheduled', published_at: moment }, now)
    expect(!result.ok && result.errors).toEqual({ published_at: message })
  })

  it('trims text and turns blank optional fields into null', () => {
    const result = validatePost({ ...emptyForm, title: '  Voil  ', slug: 'voil', author: '   ', meta_title: ' ' })
    expect(result.ok && result.write).toMatchObject({ title: 'Voil', author: null, meta_title: null, featured_image: null })
  })

  it('asks for no photo description without a photo, and drops one left from a removed photo', () => {
    const result = validatePost({ ...formFromRow(row, now), featured_image: ' ' }, now)
    expect(result.ok && result.write).toMatchObject({ featured_image: null, featured_image_alt: null })
    expect(validatePost({ ...emptyForm, title: 'Voil', slug: 'voil' })).toMatchObject({ ok: true, write: { featured_image_alt: null } })
  })

  it('keeps the photo description in a saved version, and restores it', () => {
    const restored = textFields({ ...row, featured_image_alt: 'Voil branco em uma janela alta' })
    expect(restored).toMatchObject({ featured_image: row.featured_image, featured_image_alt: 'Voil branco em uma janela alta' })
    expect(textFields({ ...row, featured_image: null, featured_image_alt: null })).toMatchObject({ featured_image_alt: '' })
  })

  it.each([
    ['title', { title: '   ' }, 'Escreva um título.'],
    ['slug', { slug: '' }, 'Informe o endereço do post.'],
    ['slug', { slug: 'Cortina de Linho' }, 'Use só letras minúsculas sem acento, números e hífens (ex.: cortina-de-linho).'],
    ['slug', { slug: 'cortina--linho' }, 'Use só letras minúsculas sem acento, números e hífens (ex.: cortina-de-linho).'],
    ['featured_image', { featured_image: 'javascript:alert(1)' }, 'Use um endereço de imagem que comece com https:// ou /.'],
    ['featured_image', { featured_image: '//evil.example/x.jpg' }, 'Use um endereço de imagem que comece com https:// ou /.'],
    ['featured_image_alt', { featured_image_alt: '' }, MISSING_IMAGE_ALT],
    ['featured_image_alt', { featured_image_alt: '   ' }, MISSING_IMAGE_ALT],
    ['read_time', { read_time: 0 }, 'O tempo de leitura é de pelo menos 1 minuto.'],
    ['read_time', { read_time: Number.NaN }, 'Informe os minutos de leitura.'],
  ] as const)('reports %s: %o', (field, change, message) => {
    const result = validatePost({ ...formFromRow(row, now), ...change }, now)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual({ [field]: message })
  })

  it('compares forms field by field', () => {
    expect(sameForm(formFromRow(row), formFromRow({ ...row, updated_at: '2026-01-01T00:00:00+00:00' }))).toBe(true)
    expect(sameForm(formFromRow(row), { ...formFromRow(row), read_time: 4 })).toBe(false)
  })
})

describe('copyOf', () => {
  it('makes an unpublished copy with a free slug', () => {
    const { id, created_at, updated_at, deleted_at, ...columns } = row
    expect(copyOf(row, new Set([row.slug]))).toEqual({
      ...columns,
      title: 'Cópia de Cortina de linho',
      slug: 'cortina-de-linho-copia',
      published: false,
      published_at: null,
    })
    expect(copyOf(row, new Set([row.slug, 'cortina-de-linho-copia'])).slug).toBe('cortina-de-linho-copia-2')
  })
})
