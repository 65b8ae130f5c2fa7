import type { Site } from '../../schemas/site'

/** WhatsApp chat link with the prefilled message, as the spec's decisions define it. */
export function chatUrl(site: Pick<Site, 'phone' | 'chatMessage'>, message: string = site.chatMessage): string {
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
