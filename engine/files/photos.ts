import { z } from 'zod'
import { photoNames } from '../../schemas/image'

/** The photos content may name: their folder as the owner sees it ('content/images') and their names without .jpg. */
export type PhotoNames = { folder: string; names: readonly string[] }

/** A photo name in a content value and the path of its field. */
type PhotoField = { path: PropertyKey[]; name: string }

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null

/**
 * The union option a value belongs to: by its discriminator when the union has one (so a block with another mistake
 * still has its photos checked), else the first option that accepts it.
 */
function optionOf(union: z.ZodUnion, value: unknown): z.core.$ZodType | undefined {
  if (!(union instanceof z.ZodDiscriminatedUnion)) return union.options.find((option) => z.safeParse(option, value).success)
  const key = union.def.discriminator
  const tag = isRecord(value) ? value[key] : undefined
  return union.options.find((option) => option instanceof z.ZodObject && option.shape[key] && z.safeParse(option.shape[key], tag).success)
}

/** Every field of `schema` that names a photo (registered in photoNames), with its value in `value` and its path. */
function photoFields(schema: z.core.$ZodType, value: unknown, path: PropertyKey[]): PhotoField[] {
  if (photoNames.get(schema)) return typeof value === 'string' ? [{ path, name: value }] : []
  if (schema instanceof z.ZodObject)
    return isRecord(value) ? Object.entries(schema.shape).flatMap(([key, field]) => photoFields(field, value[key], [...path, key])) : []
  if (schema instanceof z.ZodArray)
    return Array.isArray(value) ? value.flatMap((item, i) => photoFields(schema.element, item, [...path, i])) : []
  if (schema instanceof z.ZodUnion) {
    const option = optionOf(schema, value)
    return option ? photoFields(option, value, path) : []
  }
  if (schema instanceof z.ZodPipe) return photoFields(schema.in, value, path)
  // Wrappers that only change how a missing or failing value is handled: the photos are those of the schema inside.
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    return photoFields(schema.unwrap(), value, path)
  return []
}

/** The photo names in a content value that are not among `photos`, each with its field path and the fix in pt-BR. */
export function missingPhotos(schema: z.core.$ZodType, value: unknown, photos: PhotoNames): { path: PropertyKey[]; message: string }[] {
  return photoFields(schema, value, [])
    .filter(({ name }) => name.trim() !== '' && !photos.names.includes(name))
    .map(({ path, name }) => ({
      path,
      message: `a foto '${name}' não está em ${photos.folder} — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; fotos disponíveis: ${photos.names.join(', ') || 'nenhuma'}`,
    }))
}
