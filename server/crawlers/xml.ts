const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** `<name>text</name>`, escaped; nothing when the text is empty. */
export function element(name: string, text: string | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : ''
}
