import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteInput } from '../../content/types'

/** The launch values written over every example of content/site.ts: another business's, found in no shipped file. */
export const launchValues = {
  brand: 'Rosana Lima Cortinas',
  ownerName: 'Rosana',
  phone: '5511987651234',
  siteUrl: 'https://www.rosanalimacortinas.com.br',
  email: 'atendimento@rosanalimacortinas.com.br',
  controller: {
    legalName: 'Rosana Lima Cortinas e Decoração Ltda.',
    document: '11.222.333/0001-81',
    address: 'Rua Itapura, 500, sala 12, Tatuapé, São Paulo, SP',
  },
  privacy: {
    encarregado: 'pequeno porte',
    hosting: 'Fly.io, Inc. (empresa dos Estados Unidos)',
    hostingCountry: 'Brasil',
    emailProvider: 'Google (Gmail)',
    emailCountry: 'Estados Unidos',
    chatBackup: 'Google Drive',
    database: 'Supabase Inc. (empresa dos Estados Unidos)',
    databaseCountry: 'Brasil',
    updated: '2026-11-20',
  },
  order: {
    payment: 'Pix, transferência ou cartão em até 6 vezes; metade na aprovação e metade na instalação.',
    leadTime: 'de 20 a 30 dias úteis.',
    guarantee: 'Trilhos, varões e costuras têm 1 ano de garantia.',
    quoteValidity: '15 dias.',
  },
  confirm: [],
  examples: [],
} satisfies Partial<SiteInput>

/** The one real testimonial the owner keeps on the home page, with the date of the client's written consent. */
export const realTestimonial = {
  consent: '2026-11-20',
  name: 'Cláudia R.',
  place: 'Penha',
  text: 'A Rosana mediu as três janelas num sábado e as cortinas de linho chegaram antes do prazo, caindo certinho até o chão.',
}

/** The index just past the bracket or brace that closes the one at `open` in `source`. */
function closing(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '[' || source[i] === '{') depth++
    if ((source[i] === ']' || source[i] === '}') && --depth === 0) return i + 1
  }
  throw new Error('unbalanced brackets')
}

/** The index just past the value that starts at `start`: a quoted text, a list, an object, or a word or number. */
function valueEnd(source: string, start: number): number {
  const first = source[start] ?? ''
  if (first === '[' || first === '{') return closing(source, start)
  if (!`'"\``.includes(first)) return source.indexOf(',', start)
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === first) return i + 1
  }
  throw new Error('unclosed text')
}

/** A value as an owner types it in a content file: texts in single quotes, an object's fields one a line. */
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, indent)).join(', ')}]`
  if (typeof value !== 'object' || value === null) return String(value)
  const inner = `${indent}  `
  return `{\n${Object.entries(value)
    .map(([key, item]) => `${inner}${key}: ${literal(item, inner)},\n`)
    .join('')}${indent}}`
}

/** `source` with the value of its top-level field `key` (two spaces in) replaced by `value`, the rest untouched. */
function setField(source: string, key: string, value: unknown): string {
  const found = new RegExp(`\\n  ${key}: `).exec(source)
  if (!found) throw new Error(`content/site.ts has no field ${key}`)
  const start = found.index + found[0].length
  return source.slice(0, start) + literal(value, '  ') + source.slice(valueEnd(source, start))
}

/** The object literals of the array whose `[` is at `open`, each as written. */
function elements(source: string, open: number): string[] {
  const found: string[] = []
  const end = closing(source, open)
  for (let at = source.indexOf('{', open); at >= 0 && at < end; at = source.indexOf('{', at)) {
    const next = closing(source, at)
    found.push(source.slice(at, next))
    at = next
  }
  return found
}

/**
 * A page's testimonials blocks without their examples (`example: true`); with `keepOne`, the first block keeps
 * at least one item, the real testimonial, when no real one was left in it.
 */
function realTestimonials(source: string, keepOne: boolean): string {
  let first = true
  for (let at = source.indexOf("type: 'testimonials'"); at >= 0; at = source.indexOf("type: 'testimonials'", at + 1)) {
    const open = source.indexOf('items: [', at) + 'items: '.length
    const indent = /^ */.exec(source.slice(source.lastIndexOf('\n', open) + 1))?.[0] ?? ''
    const kept = elements(source, open).filter((item) => !/\bexample: true\b/.test(item))
    if (keepOne && first && kept.length === 0) kept.push(literal(realTestimonial, `${indent}  `))
    first = false
    const items = kept.map((item) => `\n${indent}  ${item},`).join('')
    source = `${source.slice(0, open)}[${items}\n${indent}]${source.slice(closing(source, open))}`
  }
  return source
}

/**
 * What the launch check asks of the owner, done on the content folder under `root`: every example value of
 * content/site.ts replaced (with `examples` and `confirm` emptied and the order terms filled in), every example
 * testimonial deleted, `realTestimonial` kept with its consent date on the home page (with `testimonials: 'none'`,
 * none at all), and the articles' example dates confirmed. Found by the content's structure, never by the words
 * there now; throws when the home page has no testimonials block to keep the real one in.
 */
export function applyLaunchEdits(root: string, testimonials: 'one' | 'none' = 'one'): void {
  const content = (file: string) => join(root, 'content', file)
  const read = (file: string) => readFileSync(content(file), 'utf8')
  writeFileSync(
    content('site.ts'),
    Object.entries(launchValues).reduce((source, [key, value]) => setField(source, key, value), read('site.ts')),
  )
  for (const file of readdirSync(content('neighbourhoods')).filter((name) => name.endsWith('.ts')))
    writeFileSync(
      content(`neighbourhoods/${file}`),
      read(`neighbourhoods/${file}`).replace(/\n {2}testimonial: \{[^]*?\n {2}\},/, (block) =>
        /\bexample: true\b/.test(block) ? '' : block,
      ),
    )
  let home = false
  for (const file of readdirSync(content('pages')).filter((name) => name.endsWith('.ts'))) {
    const source = read(`pages/${file}`).replace(/\n\s*exampleDate: true,/g, '')
    const isHome = /^\s*path: '\/',$/m.test(source)
    const edited = realTestimonials(source, isHome && testimonials === 'one')
    home ||= isHome && source.includes("type: 'testimonials'")
    writeFileSync(content(`pages/${file}`), edited)
  }
  if (testimonials === 'one' && !home) throw new Error('the home page (path: "/") has no testimonials block to keep a real one in')
}
