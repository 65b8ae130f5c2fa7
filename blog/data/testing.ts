import type { PostSummary } from './schema'

/** A published post's summary for tests: the slug as its title, dated 1 January 2025 unless `overrides` say otherwise. */
export function postSummary(slug: string, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: '4b7e0a52-9a3c-4d4e-8f3a-0d2c1b5e6f70',
    slug,
    title: slug,
    subtitle: '',
    featured_image: null,
    featured_image_alt: null,
    author: null,
    read_time: 1,
    created_at: '2025-01-01T12:00:00+00:00',
    published_at: '2025-01-01T12:00:00+00:00',
    updated_at: '2025-01-01T12:00:00+00:00',
    ...overrides,
  }
}
