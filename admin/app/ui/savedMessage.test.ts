import { describe, expect, it } from 'vitest'
import { zonedTime } from '../../../engine/text/timeZone'
import { restoredMessage, savedMessage } from './savedMessage'
import type { StoredPost } from '../../posts/storedPost'
import { storedPost } from '../../posts/testing'

const saoPaulo = zonedTime('America/Sao_Paulo')
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
    expect(savedMessage(before, row(changes), saoPaulo)).toBe(message)
  })
})

describe('restoredMessage', () => {
  const trashed = (changes: Partial<StoredPost>) => row({ title: 'Voil ou linho?', deleted_at: '2025-06-04T13:00:00+00:00', ...changes })
  it.each([
    [{}, '“Voil ou linho?” foi restaurado e voltou ao blog.'],
    [
      { published_at: '2099-11-24T12:00:00+00:00' },
      '“Voil ou linho?” foi restaurado: entra no blog em 24 de novembro de 2099 às 09:00 (horário de São Paulo).',
    ],
    [{ published: false, published_at: null }, '“Voil ou linho?” foi restaurado e continua como rascunho.'],
  ] as const)('restored as %o', (changes, message) => {
    expect(restoredMessage(trashed(changes), saoPaulo)).toBe(message)
  })
})
