import type { z } from 'zod'

/**
 * zod's messages in the owner's words (pt-BR, with the fix). Hand-written because zod's own `pt` locale is
 * European Portuguese and speaks of types ("esperava um vetor"); fields with a more useful hint set their own
 * message in the schema, which zod puts before this map.
 */

/** What a value should look like, by the type zod expected. */
const shapes: Record<string, string> = {
  string: "um texto entre aspas: 'assim'",
  number: 'um número, sem aspas',
  boolean: 'true (sim) ou false (não), sem aspas',
  array: 'uma lista entre colchetes: [ ... ]',
  object: 'um grupo de campos entre chaves: { ... }',
}

/** How long a text or list is, in plain words. */
function size(origin: string, count: number | bigint): string {
  if (origin === 'string') return `${count} ${count === 1 ? 'caractere' : 'caracteres'}`
  return `${count} ${count === 1 ? 'item' : 'itens'}`
}

/** The length of the value that failed, when it has one. */
function lengthOf(input: unknown): number | undefined {
  return typeof input === 'string' || Array.isArray(input) ? input.length : undefined
}

/** The options a field accepts, as the owner types them. */
function options(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ')
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const has = lengthOf(issue.input)
  if (issue.origin === 'string' && (has === 0 || (typeof issue.input === 'string' && !issue.input.trim())))
    return 'está vazio — escreva o texto'
  if (issue.origin === 'array' && has === 0) return `a lista está vazia — coloque pelo menos ${size('array', issue.minimum)}`
  const now = has === undefined ? '' : ` (tem ${size(issue.origin, has)})`
  if (issue.exact) return `precisa ter exatamente ${size(issue.origin, issue.minimum)}${now}`
  if (issue.origin === 'string') return `está curto demais${now} — escreva pelo menos ${size('string', issue.minimum)}`
  if (issue.origin === 'array') return `faltam itens${now} — coloque pelo menos ${size('array', issue.minimum)}`
  return `é pequeno demais — o mínimo é ${issue.minimum}`
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const has = lengthOf(issue.input)
  const now = has === undefined ? '' : ` (tem ${size(issue.origin, has)})`
  if (issue.exact) return `precisa ter exatamente ${size(issue.origin, issue.maximum)}${now}`
  if (issue.origin === 'string') return `está longo demais${now} — encurte para no máximo ${size('string', issue.maximum)}`
  if (issue.origin === 'array') return `tem itens demais${now} — deixe no máximo ${size('array', issue.maximum)}`
  return `é grande demais — o máximo é ${issue.maximum}`
}

function invalidFormat(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  if (issue.format === 'starts_with') return `precisa começar com '${(issue as { prefix?: string }).prefix}'`
  if (issue.format === 'url') return "precisa ser um endereço completo, começando com 'https://'"
  if (issue.format === 'date') return "precisa ser uma data escrita assim: '2026-05-31' (ano-mês-dia)"
  if (issue.format === 'email') return "precisa ser um e-mail, como 'nome@exemplo.com.br'"
  return 'não está no formato esperado — compare com os exemplos do guia (docs/guia-do-conteudo.md)'
}

/** The pt-BR message of any zod issue in a content file. */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'falta este campo — preencha-o'
      return `o valor tem a forma errada — escreva ${shapes[issue.expected] ?? 'outro valor'}`
    case 'too_small':
      return tooSmall(issue)
    case 'too_big':
      return tooBig(issue)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'invalid_value':
      return `valor não aceito — use um destes: ${options(issue.values)}`
    case 'invalid_union': {
      const accepted = (issue as { options?: readonly unknown[] }).options
      if (issue.discriminator && accepted?.length) return `valor não aceito — use um destes: ${options(accepted)}`
      return 'nenhuma das formas aceitas confere — compare com os exemplos do guia (docs/guia-do-conteudo.md)'
    }
    case 'unrecognized_keys':
      return `campo desconhecido: ${issue.keys.join(', ')} — confira a grafia ou apague-o`
    default:
      return 'valor inválido — compare com os exemplos do guia (docs/guia-do-conteudo.md)'
  }
}
