import { describe, expect, it } from 'vitest'
import { BackupError, bucketPrefix, photoPath } from '../../scripts/backup/archive.ts'
import { readableFiles } from '../../scripts/backup/readable.tsx'

const bucket = bucketPrefix('https://projeto.supabase.co')
const post = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'cortina-de-linho',
  title: 'Cortina de <linho>',
  subtitle: '',
  content: `<p>Texto.</p><script>alert(1)</script><img src="${bucket}2026/11/sala.jpg" alt="Sala" onerror="alert(2)">`,
  featured_image: `${bucket}2026/11/capa.jpg`,
  featured_image_alt: 'Capa',
  published: true,
  published_at: '2026-11-20T13:00:00+00:00',
  deleted_at: null,
  updated_at: '2026-11-20T13:00:00+00:00',
}

describe("a backup's readable copy", () => {
  const files = readableFiles([post], [], bucket, new Date('2026-11-28T06:17:00Z'))
  const page = files.get('textos/cortina-de-linho.html') ?? ''

  it('shows each post with its photos read from the archive, and never runs a script', () => {
    expect(page).toContain('<h1>Cortina de &lt;linho&gt;</h1>')
    expect(page).toContain('src="../fotos/2026/11/capa.jpg"')
    expect(page).toContain('src="../fotos/2026/11/sala.jpg"')
    expect(page).not.toMatch(/<script|onerror|supabase\.co/)
    expect(files.get('index.html')).toContain('href="textos/cortina-de-linho.html"')
  })

  it('refuses a photo name that would leave the photos folder', () => {
    expect(photoPath('2026/11/sala.jpg')).toBe('fotos/2026/11/sala.jpg')
    for (const name of ['../manifesto.json', '2026/../../x.jpg', '']) expect(() => photoPath(name)).toThrow(BackupError)
  })
})
