import { describe, expect, it } from 'vitest'
import fixture from '../../tests/fixtures/site/site'
import { siteSchema } from '../../schemas/site'
import { placeholderValues, validDocument } from './siteValues'

/** A site whose every value is real: the fixture's business. */
const real = siteSchema.parse(fixture)

/** Placeholders of the kind a starter site ships, made here: the shape of each, never the shipped words. */
const placeholders = {
  brand: 'Persianas Exemplo do Sul',
  phone: '5521911111111',
  siteUrl: 'https://www.persianas-exemplo.com.br',
  email: 'ola@persianas-exemplo.com.br',
  controller: {
    legalName: 'Persianas Exemplo do Sul Ltda.',
    document: '00.000.000/0001-00',
    address: 'Rua do Exemplo, 100, São Paulo, SP',
  },
  privacy: { ...real.privacy, hosting: 'Hospedagem Exemplo Ltda.', emailProvider: 'Provedor de E-mail Exemplo' },
}

/** The placeholders as the owner might leave them: every field off `examples`, the values untouched. */
const unlisted = siteSchema.parse({ ...fixture, ...placeholders, examples: [] })
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
    const lines = placeholderValues(file, siteSchema.parse({ ...unlisted, brand: 'Persianas Exemplo', phone: '5521911111111' }))
    expect(lines).toContain(`${file}: brand: ainda contém "Exemplo" — escreva o nome do ateliê`)
    expect(lines).toContain(`${file}: phone: 5521911111111 parece um número de exemplo — escreva o WhatsApp do ateliê`)
    expect(lines.every((line) => /^content\/site\.ts: [\w.]+: .+ — .+/.test(line))).toBe(true)
  })

  it('says nothing of the fields still on `examples` (their own line says it) nor of real values', () => {
    const listed = siteSchema.parse({
      ...fixture,
      ...placeholders,
      examples: ['brand', 'ownerName', 'phone', 'siteUrl', 'email', 'controller', 'privacy'],
    })
    expect(placeholderValues(file, listed)).toEqual([])
    expect(placeholderValues(file, real)).toEqual([])
  })

  it('reports each placeholder once its field leaves `examples`', () => {
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
