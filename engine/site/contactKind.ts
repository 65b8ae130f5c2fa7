/** The two ways a visitor gets in touch from the site, as the contact counts name them. */
export const CONTACT_KINDS = ['whatsapp', 'phone'] as const

export type ContactKind = (typeof CONTACT_KINDS)[number]

/** Taps from one address on one page's link of one kind count once in this many minutes (the server's window, the admin's and the privacy page's words). */
export const TAP_REPEAT_MINUTES = 5

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
