import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import { contactKind } from './contactKind'
import { chatUrl, telUrl } from './links'

const { site } = siteContent()

describe('contactKind', () => {
  it("knows the site's own chat and phone links, and nothing else", () => {
    expect(contactKind(chatUrl(site))).toBe('whatsapp')
    expect(contactKind(chatUrl(site, 'Olá! Moro em Moema.'))).toBe('whatsapp')
    expect(contactKind(telUrl(site))).toBe('phone')
    for (const other of ['/contato', 'mailto:contato@exemplo.com.br', 'https://www.instagram.com/', 'https://wa.me.example.com/'])
      expect(contactKind(other)).toBeNull()
  })
})
