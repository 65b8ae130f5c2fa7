import { z } from 'zod'
import { postRowSchema, type PostRow } from '../blog/schema'
import { slugify, uniqueSlug } from './slug'

/** Search results cut titles past about 60 characters… */
export const META_TITLE_LIMIT = 60
/** …and descriptions past about 160. */
export const META_DESCRIPTION_LIMIT = 160

/** What the editor holds: the post's editable columns, with empty strings where the table has nulls. */
export const postFormSchema = z.object({
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  featured_image: z.string(),
  author: z.string(),
  read_time: z.number(),
  published: z.boolean(),
})

export type PostForm = z.infer<typeof postFormSchema>

/** The columns the admin writes; the database sets id and the dates. */
export type PostWrite = Omit<PostRow, 'id' | 'created_at' | 'updated_at'>

/** One message per field that needs fixing, in pt-BR. */
export type FieldErrors = Partial<Record<keyof PostForm, string>>

/** A new post: a draft of one minute's reading. */
export const emptyForm: PostForm = {
  title: '',
  slug: '',
  subtitle: '',
  content: '',
  meta_title: '',
  meta_description: '',
  featured_image: '',
  author: '',
  read_time: 1,
  published: false,
}

const optional = (value: string) => value.trim() || null

const postWriteSchema = z.object({
  title: z.string().trim().min(1, 'Escreva um título.'),
  slug: z
    .string()
    .min(1, 'Informe o endereço do post.')
    .refine((slug) => postRowSchema.shape.slug.safeParse(slug).success, 'Use só letras minúsculas sem acento, números e hífens (ex.: cortina-de-linho).'),
  subtitle: z.string().trim(),
  content: z.string(),
  meta_title: z.string().transform(optional),
  meta_description: z.string().transform(optional),
  featured_image: z
    .string()
    .trim()
    .refine((src) => src === '' || /^(https?:\/\/|\/(?!\/))\S+$/i.test(src), 'Use um endereço de imagem que comece com https:// ou /.')
    .transform(optional),
  author: z.string().transform(optional),
  read_time: z.number({ error: 'Informe os minutos de leitura.' }).int('Use um número inteiro de minutos.').min(1, 'O tempo de leitura é de pelo menos 1 minuto.'),
  published: z.boolean(),
}) satisfies z.ZodType<PostWrite, PostForm>

/** The editor's view of a stored post. */
export function formFromRow(row: PostRow): PostForm {
  return {
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle,
    content: row.content,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    featured_image: row.featured_image ?? '',
    author: row.author ?? '',
    read_time: row.read_time,
    published: row.published,
  }
}

/** Checks a form and turns it into the row to write: trimmed, optional fields null when blank. */
export function validatePost(form: PostForm): { ok: true; write: PostWrite } | { ok: false; errors: FieldErrors } {
  const parsed = postWriteSchema.safeParse(form)
  if (parsed.success) return { ok: true, write: parsed.data }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PostForm
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** Whether two forms would save the same post. */
export function sameForm(a: PostForm, b: PostForm): boolean {
  return postFormSchema.keyof().options.every((key) => a[key] === b[key])
}

/** A draft copy of a post, titled and addressed so that it cannot clash with the original. */
export function copyOf({ id, created_at, updated_at, ...columns }: PostRow, takenSlugs: ReadonlySet<string>): PostWrite {
  return { ...columns, title: `Cópia de ${columns.title}`, slug: uniqueSlug(slugify(`${columns.slug} copia`), takenSlugs), published: false }
}
