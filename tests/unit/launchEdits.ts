import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import site from '../../content/site'
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
    hosting: 'Locaweb Serviços de Internet S.A.',
    hostingCountry: 'Brasil',
    emailProvider: 'Google (Gmail), Estados Unidos',
    chatBackup: 'Google Drive',
    database: 'Supabase Inc. (Estados Unidos)',
    updated: '2026-11-20',
  },
  order: {
    payment: 'Pix, transferência ou cartão em até 6 vezes; metade na aprovação e metade na instalação.',
    leadTime: 'de 20 a 30 dias úteis.',
    guarantee: 'Trilhos, varões e costuras têm 1 ano de garantia.',
    quoteValidity: '15 dias.',
    withdrawal: 'Devolvemos tudo o que foi pago, pelo mesmo meio de pagamento.',
  },
  confirm: [],
  examples: [],
} satisfies Partial<SiteInput>

/** The `]` that closes the `[` at `open` in `source`. */
function closing(source: string, open: number): number {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '[') depth++
    if (source[i] === ']' && --depth === 0) return i
  }
  throw new Error('unbalanced brackets')
}

/**
 * What the launch check asks of the owner, done on the content folder under `root`: every example value of
 * content/site.ts replaced (with `examples` and `confirm` emptied and the order terms filled in), every
 * testimonial removed (no written consent yet: the home block left empty, each neighbourhood without one), and
 * the articles' example dates confirmed. Found by the content's structure, never by the words there now.
 */
export function applyLaunchEdits(root: string): void {
  const content = (file: string) => join(root, 'content', file)
  const read = (file: string) => readFileSync(content(file), 'utf8')
  writeFileSync(
    content('site.ts'),
    `import type { SiteInput } from './types'\n\nexport default ${JSON.stringify({ ...site, ...launchValues }, null, 2)} satisfies SiteInput\n`,
  )
  for (const file of readdirSync(content('neighbourhoods')).filter((name) => name.endsWith('.ts')))
    writeFileSync(content(`neighbourhoods/${file}`), read(`neighbourhoods/${file}`).replace(/\n {2}testimonial: \{[^]*?\n {2}\},/, ''))
  for (const file of readdirSync(content('pages')).filter((name) => name.endsWith('.ts'))) {
    let source = read(`pages/${file}`).replace(/\n\s*exampleDate: true,/g, '')
    for (let at = source.indexOf("type: 'testimonials'"); at >= 0; at = source.indexOf("type: 'testimonials'", at + 1)) {
      const open = source.indexOf('items: [', at) + 'items: '.length
      source = `${source.slice(0, open)}[]${source.slice(closing(source, open) + 1)}`
    }
    writeFileSync(content(`pages/${file}`), source)
  }
}
