const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Characters XML 1.0 forbids in a document (§2.2), lone surrogates included: no escape makes them legal. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text safe inside an XML element or attribute: forbidden characters dropped, markup escaped. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** `<name>text</name>`, escaped; nothing when the text is empty. */
export function element(name: string, text: string | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : ''
}
