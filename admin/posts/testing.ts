import type { StoredPost } from './storedPost'

/** A stored, published post for the admin's unit tests, with the given columns changed. */
export const storedPost = (changes: Partial<StoredPost> = {}): StoredPost => ({
  id: '4b7e0a52-9a3c-4d4e-8f3a-0d2c1b5e6f70',
  slug: 'cortina-de-linho',
  title: 'Cortina de linho',
  subtitle: 'Leve e natural',
  content: '<p>Texto.</p>',
  meta_title: null,
  meta_description: 'Tudo sobre linho.',
  featured_image: '/blog-images/cortina-de-linho.jpg',
  featured_image_alt: 'Cortina de linho cru em uma sala clara',
  author: null,
  read_time: 3,
  published: true,
  created_at: '2025-06-03T13:00:00+00:00',
  published_at: '2025-06-03T13:00:27.5+00:00',
  updated_at: '2025-06-04T13:00:00+00:00',
  deleted_at: null,
  ...changes,
})
