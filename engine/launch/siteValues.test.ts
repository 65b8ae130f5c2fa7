import { describe, expect, it } from 'vitest'
import site from '../../content/site'
import { siteSchema } from '../../schemas/site'
import { placeholderValues, validDocument } from './siteValues'

/** content/site.ts as the owner might leave it: every field off `examples`, the values untouched. */
const unlisted = siteSchema.parse({ ...site, examples: [] })
const file = 'content/site.ts'

describe("the launch check's look at the values of content/site.ts", () => {
  it('reads check digits: a real CNPJ or CPF passes, a made-up one does not', () => {
    expect(validDocument('11.222.333/0001-81')).toBe(true)
    expect(validDocument('529.982.247-25')).toBe(true)
    expect(validDocument('00.000.000/0001-00')).toBe(false)
    expect(validDocument('11.222.333/0001-80')).toBe(false)
    expect(validDocument('111.111.111-11')).toBe(false)
  })

  it('finds a placeholder taken off `examples` without being replaced, one line per field, in the check’s words', () => {
    const lines = placeholderValues(file, siteSchema.parse({ ...unlisted, brand: 'Cortinas Exemplo', phone: '5511900000000' }))
    expect(lines).toContain(`${file}: brand: ainda contém "Exemplo" — escreva o nome do ateliê`)
    expect(lines).toContain(`${file}: phone: 5511900000000 parece um número de exemplo — escreva o WhatsApp do ateliê`)
    expect(lines.every((line) => /^content\/site\.ts: [\w.]+: .+ — .+/.test(line))).toBe(true)
  })

  it('says nothing of the fields still on `examples` (their own line says it) nor of real values', () => {
    expect(placeholderValues(file, siteSchema.parse(site))).toEqual([])
    const real = {
      ...unlisted,
      brand: 'Ateliê Rosana Cortinas',
      phone: '5511987651234',
      siteUrl: 'https://www.rosanacortinas.com.br',
      email: 'contato@rosanacortinas.com.br',
      controller: {
        legalName: 'Rosana Lima Cortinas Ltda.',
        document: '11.222.333/0001-81',
        address: 'Rua Itapura, 500, Tatuapé, São Paulo, SP',
      },
      privacy: { ...unlisted.privacy, hosting: 'Locaweb Serviços de Internet S.A.', emailProvider: 'Google (Gmail), Estados Unidos' },
    }
    expect(placeholderValues(file, siteSchema.parse(real))).toEqual([])
  })

  it('reports each shipped placeholder of content/site.ts once its field leaves `examples`', () => {
    const fields = placeholderValues(file, unlisted).map((line) => line.split(': ')[1])
    expect(fields).toEqual(
      expect.arrayContaining([
        'brand',
        'siteUrl',
        'email',
        'controller.legalName',
        'controller.address',
        'privacy.hosting',
        'phone',
        'controller.document',
      ]),
    )
  })
})
