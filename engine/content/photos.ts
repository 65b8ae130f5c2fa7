import { z } from 'zod'
import { imageSchema } from '../../schemas/image'

/** The photos content may name: their folder as the owner sees it ('content/images') and their names without .jpg. */
export type PhotoNames = { folder: string; names: readonly string[] }

/** A photo name in a content value and the path of its field. */
type PhotoField = { path: PropertyKey[]; name: string }

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null

/** The union option a value belongs to: by its discriminator when the union has one, else the first that accepts it. */
function optionOf(def: z.core.$ZodUnionDef | z.core.$ZodDiscriminatedUnionDef, value: unknown): z.core.$ZodType | undefined {
  if (!('discriminator' in def)) return def.options.find((option) => z.safeParse(option, value).success)
  const tag = isRecord(value) ? value[def.discriminator] : undefined
  return def.options.find((option) => option._zod.propValues?.[def.discriminator]?.has(tag as never))
}

/** Every field of `schema` that is a photo name (imageSchema), with its value in `value` and its path. */
function photoFields(schema: z.core.$ZodType, value: unknown, path: PropertyKey[]): PhotoField[] {
  if (schema === imageSchema) return typeof value === 'string' ? [{ path, name: value }] : []
  const def = (schema as z.core.$ZodTypes)._zod.def
  switch (def.type) {
    case 'object':
      return isRecord(value) ? Object.entries(def.shape).flatMap(([key, field]) => photoFields(field, value[key], [...path, key])) : []
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => photoFields(def.element, item, [...path, i])) : []
    case 'union': {
      const option = optionOf(def, value)
      return option ? photoFields(option, value, path) : []
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return photoFields(def.innerType, value, path)
    case 'pipe':
      return photoFields(def.in, value, path)
    default:
      return []
  }
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
