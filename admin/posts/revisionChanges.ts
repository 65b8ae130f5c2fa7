import type { PostText } from './storedPost'

/** The fields a version keeps, as the editor names them, in the editor's order. */
const FIELD_NAMES = {
  title: 'título',
  slug: 'endereço',
  subtitle: 'subtítulo',
  content: 'texto',
  featured_image: 'foto de capa',
  featured_image_alt: 'descrição da foto',
  author: 'autoria',
  read_time: 'tempo de leitura',
  meta_title: 'título no Google',
  meta_description: 'resumo no Google',
} as const satisfies Record<keyof PostText, string>

const FIELDS = Object.keys(FIELD_NAMES) as (keyof PostText)[]

const names = new Intl.ListFormat('pt-BR', { type: 'conjunction' })

/** A field left blank is stored as null by one save and '' by another: both are the same blank to the owner. */
const same = (a: PostText[keyof PostText], b: PostText[keyof PostText]) => (a ?? '') === (b ?? '')

/**
 * What a version changed against the one saved before it, in the owner's words ('Mudou: título, texto e foto de
 * capa.'); `previous` is undefined for the oldest version kept.
 */
export function revisionChanges(version: PostText, previous: PostText | undefined): string {
  if (!previous) return 'Primeira versão guardada.'
  const changed = FIELDS.filter((field) => !same(version[field], previous[field])).map((field) => FIELD_NAMES[field])
  return changed.length > 0 ? `Mudou: ${names.format(changed)}.` : 'Igual à versão anterior.'
}

/**
 * The first `shown` of a post's versions (newest first), each with what it changed against the next older one.
 * `rows` may hold one more than is shown, so the last one shown is compared with its real predecessor.
 */
export function withChanges<T extends PostText>(rows: readonly T[], shown: number): (T & { changes: string })[] {
  return rows.slice(0, shown).map((row, index) => ({ ...row, changes: revisionChanges(row, rows[index + 1]) }))
}
