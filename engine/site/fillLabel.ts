/** A label of content/labels.ts with each `{name}` replaced by its value: `fillLabel('Página {numero}', { numero: 2 })`. */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}
