import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils'
import type { Site } from '../../schemas/site'
import { documentKind } from '../site/document'

/** Words that mark a value as a placeholder, in any case and with or without accents. */
const placeholderWord = /\b(exemplo|example|fict[ií]cio|lorem)\b/i

/** A phone whose number after 55 and the area code is a run of one digit or of zeros: '5511900000000'. */
const placeholderPhone = /^55\d{2}9?(\d)\1{7}$/

/** The text fields of content/site.ts that identify the business, by the `examples` name that covers them. */
const identityFields = (site: Site) =>
  [
    ['brand', 'brand', site.brand, 'escreva o nome do ateliê'],
    ['ownerName', 'ownerName', site.ownerName, 'escreva o primeiro nome de quem atende'],
    ['siteUrl', 'siteUrl', site.siteUrl, 'escreva o endereço do site'],
    ['email', 'email', site.email, 'escreva o e-mail do ateliê'],
    ['controller', 'controller.legalName', site.controller.legalName, 'escreva o nome ou a razão social como está no CNPJ'],
    ['controller', 'controller.address', site.controller.address, 'escreva o endereço do ateliê'],
    ['privacy', 'privacy.hosting', site.privacy.hosting, 'escreva a empresa que hospeda o site'],
    ['privacy', 'privacy.emailProvider', site.privacy.emailProvider, 'escreva a empresa do e-mail do ateliê'],
  ] as const

/** Whether '12.345.678/0001-90' or '123.456.789-09' has the check digits of a real CNPJ or CPF. */
export function validDocument(document: string): boolean {
  return documentKind(document) === 'CNPJ' ? isValidCNPJ(document) : isValidCPF(document)
}

/**
 * The values of content/site.ts that still look like placeholders although their field left `examples` (the list
 * is the owner's word, the value is what the site shows): "Exemplo" in a name, a phone of zeros, a CNPJ or CPF
 * whose check digits are wrong. A field still named in `examples` has its own line already.
 */
export function placeholderValues(file: string, site: Site): string[] {
  const listed = new Set<string>(site.examples)
  const words = identityFields(site).flatMap(([example, field, value, fix]) =>
    !listed.has(example) && placeholderWord.test(value)
      ? [`${file}: ${field}: ainda contém "${placeholderWord.exec(value)?.[0]}" — ${fix}`]
      : [],
  )
  const phone =
    !listed.has('phone') && placeholderPhone.test(site.phone)
      ? [`${file}: phone: ${site.phone} parece um número de exemplo — escreva o WhatsApp do ateliê`]
      : []
  const { document } = site.controller
  const documentLine =
    !listed.has('controller') && !validDocument(document)
      ? [`${file}: controller.document: ${document} não é um ${documentKind(document)} válido — confira os números`]
      : []
  return [...words, ...phone, ...documentLine]
}
