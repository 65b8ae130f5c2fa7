import { describe, expect, it } from 'vitest'
import { shareLinks } from './shareLinks'

describe('shareLinks', () => {
  it("gives the post's address on the blog and a WhatsApp message with its title and address", () => {
    const { url, whatsapp } = shareLinks('https://www.loja.example', { title: 'Voil & linho?', slug: 'voil-ou-linho' })
    expect(url).toBe('https://www.loja.example/blog/voil-ou-linho')
    expect(new URL(whatsapp).origin).toBe('https://wa.me')
    expect(new URL(whatsapp).searchParams.get('text')).toBe('Voil & linho? https://www.loja.example/blog/voil-ou-linho')
  })
})
