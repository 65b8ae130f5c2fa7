import { describe, expect, it } from 'vitest'
import { savedMessage } from './savedMessage'
import type { StoredPost } from './storedPost'
import { storedPost } from './testing'

const row = (changes: Partial<StoredPost>) => storedPost({ published_at: '2025-06-03T13:00:00+00:00', ...changes })

describe('savedMessage', () => {
  it.each([
    ['draft', {}, 'Post publicado: já está no blog.'],
    ['published', {}, 'Alterações publicadas: o blog já mostra a nova versão.'],
    [
      'draft',
      { published_at: '2099-11-24T12:00:00+00:00' },
      'Post agendado: entra no blog em 24 de novembro de 2099 às 09:00 (horário de São Paulo).',
    ],
    ['published', { published: false, published_at: null }, 'Post tirado do blog: voltou a ser rascunho.'],
    ['scheduled', { published: false, published_at: null }, 'Agendamento cancelado: o post voltou a ser rascunho.'],
    ['draft', { published: false, published_at: null }, 'Rascunho salvo. Ele só aparece no blog depois de publicado.'],
  ] as const)('from %s to %o', (before, changes, message) => {
    expect(savedMessage(before, row(changes))).toBe(message)
  })
})
