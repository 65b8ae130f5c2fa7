import { describe, expect, it } from 'vitest'
import { jobPhotos } from './photos'

const id = '00000000-0000-4000-8000-000000000001'

/** A bucket that answers `status` for every object, counting what it was asked. */
function bucket(status: number) {
  const asked: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    asked.push(input instanceof Request ? input.url : input.toString())
    return new Response(status === 200 ? new Uint8Array([1, 2, 3]) : null, { status })
  }
  return { fetch, asked }
}

const get = (photos: ReturnType<typeof jobPhotos>, name: string) => photos(new Request(`http://site.test/media/trabalhos/${name}`))

describe("job photos on the site's origin", () => {
  it('serves a rendition from the renditions bucket once, then from memory, as immutable', async () => {
    const storage = bucket(200)
    const photos = jobPhotos({ supabaseUrl: 'https://ref.supabase.co', fetch: storage.fetch })
    for (let i = 0; i < 2; i++) {
      const response = await get(photos, `${id}/960.avif`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/avif')
      expect(response.headers.get('cache-control')).toContain('immutable')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    }
    expect(storage.asked).toEqual([`https://ref.supabase.co/storage/v1/object/public/renditions/jobs/${id}/960.avif`])
  })

  it("serves a photo's share card, a JPEG, like its renditions", async () => {
    const storage = bucket(200)
    const response = await get(jobPhotos({ supabaseUrl: 'https://ref.supabase.co', fetch: storage.fetch }), `${id}/share.jpg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(storage.asked).toEqual([`https://ref.supabase.co/storage/v1/object/public/renditions/jobs/${id}/share.jpg`])
  })

  it('asks storage for nothing but renditions: any other name is not found', async () => {
    const storage = bucket(200)
    const photos = jobPhotos({ supabaseUrl: 'https://ref.supabase.co', fetch: storage.fetch })
    for (const name of [
      `${id}/961.jpg`,
      `${id}/960.png`,
      `${id}/share.avif`,
      `share.jpg`,
      `${id}/x/share.jpg`,
      `../../job-originals/${id}.jpg`,
      `${id}/960.jpg/x`,
    ])
      expect((await get(photos, name)).status, name).toBe(404)
    expect(storage.asked).toEqual([])
  })

  it('says a missing rendition is not found and a failing storage unavailable, keeping neither', async () => {
    expect((await get(jobPhotos({ supabaseUrl: 'https://ref.supabase.co', fetch: bucket(400).fetch }), `${id}/480.jpg`)).status).toBe(404)
    const failing = bucket(500)
    const photos = jobPhotos({ supabaseUrl: 'https://ref.supabase.co', fetch: failing.fetch })
    expect((await get(photos, `${id}/480.jpg`)).status).toBe(503)
    expect((await get(photos, `${id}/480.jpg`)).status).toBe(503)
    expect(failing.asked).toHaveLength(2)
  })
})
