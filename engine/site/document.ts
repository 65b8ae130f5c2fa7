/** Which document a controller's number is, by its punctuated length: 'CNPJ' (12.345.678/0001-90) or 'CPF' (123.456.789-09). */
export function documentKind(document: string): 'CNPJ' | 'CPF' {
  return document.length > 14 ? 'CNPJ' : 'CPF'
}
