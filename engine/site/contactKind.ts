/** The two ways a visitor gets in touch from the site, as the contact counts name them. */
export const CONTACT_KINDS = ['whatsapp', 'phone'] as const

export type ContactKind = (typeof CONTACT_KINDS)[number]

/**
 * Which kind of contact a link's address opens (links.ts's chatUrl or telUrl; contactKind.test.ts holds them
 * together), or null for any other link. Apart from links.ts, which client code shares, so the behaviours script
 * carries these lines inline instead of another chunk.
 */
export function contactKind(href: string): ContactKind | null {
  if (href.startsWith('https://wa.me/')) return 'whatsapp'
  if (href.startsWith('tel:')) return 'phone'
  return null
}
