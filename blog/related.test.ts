import { describe, expect, it } from 'vitest'
import { relatedPosts } from './related'
import type { PostSummary } from './data/schema'

/** A published post summary; the list is newest first, as the index reads it. */
const post = (slug: string, title: string, subtitle = ''): PostSummary => ({
  id: '00000000-0000-4000-8000-000000000000',
  slug,
  title,
  subtitle,
  featured_image: null,
  featured_image_alt: null,
  author: null,
  read_time: 3,
  created_at: '2025-06-03T13:00:00+00:00',
  published_at: '2025-06-03T13:00:00+00:00',
  updated_at: '2025-06-03T13:00:00+00:00',
})

const posts = [
  post('cortina-motorizada', 'Cortina motorizada vale a pena?'),
  post('blackout-quarto', 'Cortina blackout para quarto', 'Escuro total para dormir melhor'),
  post('limpar-linho', 'Como limpar cortina de linho e voil'),
  post('linho-rustico', 'Linho rústico e gaze de linho', 'Dois tecidos naturais'),
  post('medir-janela', 'Como medir a janela para uma cortina sob medida'),
]

describe('relatedPosts', () => {
  it('puts the posts sharing the most words (plurals too) first, the newest among equals, never the post itself', () => {
    const current = post('voil-linho-blackout', 'Voil, linho ou blackout: qual tecido escolher?')
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['limpar-linho', 'linho-rustico', 'blackout-quarto'])
  })

  it('reads words without accents or case, and fills up with the newest posts', () => {
    const current = post('linho-rustico', 'LINHO RUSTICO')
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['limpar-linho', 'cortina-motorizada', 'blackout-quarto'])
  })

  it('offers what there is when the blog has few posts', () => {
    expect(relatedPosts(posts[0] as PostSummary, posts.slice(0, 2))).toEqual([posts[1]])
    expect(relatedPosts(posts[0] as PostSummary, [])).toEqual([])
  })
})
