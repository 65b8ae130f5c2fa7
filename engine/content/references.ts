import { z } from 'zod'
import { references } from '../../schemas/references'
import { contentMessages } from './catalogue'
import type { PhotoNames } from './types'

/** A name in a content value that points to other content (a field registered in schemas/references.ts). */
export type Reference = { path: PropertyKey[]; to: 'photo' | 'page'; name: string }

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null

/**
 * The union option a value belongs to: by its discriminator when the union has one (so a block with another mistake
 * still has its references checked), else the first option that accepts it.
 */
function optionOf(union: z.ZodUnion, value: unknown): z.core.$ZodType | undefined {
  if (!(union instanceof z.ZodDiscriminatedUnion)) return union.options.find((option) => z.safeParse(option, value).success)
  const key = union.def.discriminator
  const tag = isRecord(value) ? value[key] : undefined
  return union.options.find((option) => option instanceof z.ZodObject && option.shape[key] && z.safeParse(option.shape[key], tag).success)
}

/** Every field of `schema` that names other content, with its value in `value` and its path: the one reference walker. */
export function referencesIn(schema: z.core.$ZodType, value: unknown, path: PropertyKey[] = []): Reference[] {
  const marked = references.get(schema)
  if (marked) return typeof value === 'string' ? [{ path, to: marked.to, name: value }] : []
  if (schema instanceof z.ZodObject)
    return isRecord(value) ? Object.entries(schema.shape).flatMap(([key, field]) => referencesIn(field, value[key], [...path, key])) : []
  if (schema instanceof z.ZodArray)
    return Array.isArray(value) ? value.flatMap((item, i) => referencesIn(schema.element, item, [...path, i])) : []
  if (schema instanceof z.ZodUnion) {
    const option = optionOf(schema, value)
    return option ? referencesIn(option, value, path) : []
  }
  if (schema instanceof z.ZodPipe) return referencesIn(schema.in, value, path)
  // Wrappers that only change how a missing or failing value is handled: the references are those of the schema inside.
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    return referencesIn(schema.unwrap(), value, path)
  return []
}

/** The names in a content value that point to nothing: photos not among `photos`, pages not among `pages` (each when given). */
export function missingReferences(
  schema: z.core.$ZodType,
  value: unknown,
  known: { photos?: PhotoNames; pages?: ReadonlySet<string> },
): { path: PropertyKey[]; message: string }[] {
  return referencesIn(schema, value).flatMap(({ path, to, name }) => {
    if (to === 'photo' && known.photos && name.trim() !== '' && !known.photos.names.includes(name))
      return [{ path, message: contentMessages.missingPhoto(name, known.photos) }]
    if (to === 'page' && known.pages && !known.pages.has(name)) return [{ path, message: contentMessages.missingPage(name) }]
    return []
  })
}
