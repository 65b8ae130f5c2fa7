import type { Site } from '../../schemas/site'

/** WhatsApp chat link with the prefilled message, as the spec's decisions define it. */
export function chatUrl(site: Site, message: string = site.chatMessage): string {
  return `https://wa.me/${site.phone}?text=${encodeURIComponent(message)}`
}

/** Phone link in international form. */
export function telUrl(site: Site): string {
  return `tel:+${site.phone}`
}

/** Phone as people read it in Brazil: (11) 90000-0000. */
export function displayPhone(site: Site): string {
  const local = site.phone.slice(2)
  const area = local.slice(0, 2)
  const number = local.slice(2)
  return `(${area}) ${number.slice(0, -4)}-${number.slice(-4)}`
}

/** The two ways a visitor gets in touch from the site, as the contact counts name them. */
export const CONTACT_KINDS = ['whatsapp', 'phone'] as const

export type ContactKind = (typeof CONTACT_KINDS)[number]

/** Which kind of contact a link's address opens (chatUrl's or telUrl's), or null for any other link. */
export function contactKind(href: string): ContactKind | null {
  if (href.startsWith('https://wa.me/')) return 'whatsapp'
  if (href.startsWith('tel:')) return 'phone'
  return null
}
