import { describe, expect, it } from 'vitest'
import { postSummary } from '../../blog/data/testing'
import { sitemapEntries } from './sitemap'

const post = (slug: string, published_at: string, updated_at: string) => postSummary(slug, { published_at, updated_at })

describe('sitemapEntries', () => {
  it('dates a post by its last edit, or by its publication when a scheduled post went out after it', () => {
    const entries = sitemapEntries(
      'https://exemplo.com.br',
      [],
      [
        post('agendado', '2025-03-01T12:00:00+00:00', '2025-02-01T12:00:00+00:00'),
        post('editado', '2025-01-15T12:00:00+00:00', '2025-02-15T12:00:00+00:00'),
      ],
    )
    expect(entries.map((entry) => [new URL(entry.loc).pathname, entry.lastmod])).toEqual([
      ['/blog', '2025-03-01T12:00:00+00:00'],
      ['/blog/agendado', '2025-03-01T12:00:00+00:00'],
      ['/blog/editado', '2025-02-15T12:00:00+00:00'],
    ])
  })

  it("lists each published job's page, dated by its publication", () => {
    const entries = sitemapEntries(
      'https://exemplo.com.br',
      ['/portfolio'],
      [],
      [{ slug: 'linho-na-sala', publishedAt: '2026-10-02T12:00:00+00:00' }],
    )
    expect(entries.at(-1)).toEqual({ loc: 'https://exemplo.com.br/portfolio/linho-na-sala', lastmod: '2026-10-02T12:00:00+00:00' })
  })
})
