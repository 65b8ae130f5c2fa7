import { z } from 'zod'
import { postRowSchema } from '../../blog/data/schema'
import { slugify } from '../../engine/text/slugify'
import { uniqueSlug } from './slug'
import { postStatus, type StoredPost } from './storedPost'

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
  /** What the featured image shows; a draft kept in the browser before this field existed has none. */
  featured_image_alt: z.string().default(''),
  author: z.string(),
  read_time: z.number(),
  /** Kept off the blog, on it from its publication moment, or waiting for a chosen moment. */
  publication: z.enum(['draft', 'published', 'scheduled']),
  /** Publication moment (ISO); empty for 'when saved'. */
  published_at: z.string(),
})

export type PostForm = z.infer<typeof postFormSchema>

/** The columns the admin writes; the database sets id and the dates (published_at too, when it is null on publishing). */
export type PostWrite = Omit<StoredPost, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>

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
  featured_image_alt: '',
  author: '',
  read_time: 1,
  publication: 'draft',
  published_at: '',
}

const optional = (value: string) => value.trim() || null

/** Said when a featured image has no description. */
export const MISSING_IMAGE_ALT = 'Descreva o que a foto mostra.'

const columnsSchema = z.object({
  title: z.string().trim().min(1, 'Escreva um título.'),
  slug: z
    .string()
    .min(1, 'Informe o endereço do post.')
    .refine(
      (slug) => postRowSchema.shape.slug.safeParse(slug).success,
      'Use só letras minúsculas sem acento, números e hífens (ex.: cortina-de-linho).',
    ),
  subtitle: z.string().trim(),
  content: z.string(),
  meta_title: z.string().transform(optional),
  meta_description: z.string().transform(optional),
  featured_image: z
    .string()
    .trim()
    .refine((src) => src === '' || /^(https?:\/\/|\/(?!\/))\S+$/i.test(src), 'Use um endereço de imagem que comece com https:// ou /.')
    .transform(optional),
  featured_image_alt: z.string().transform(optional),
  author: z.string().transform(optional),
  read_time: z
    .number({ error: 'Informe os minutos de leitura.' })
    .int('Use um número inteiro de minutos.')
    .min(1, 'O tempo de leitura é de pelo menos 1 minuto.'),
  publication: postFormSchema.shape.publication,
  published_at: z.string(),
})

/** The form as the row to write; a featured image needs its description, a scheduled post a moment still to come. */
const postWriteSchema = (now: Date) =>
  columnsSchema
    .superRefine((form, context) => {
      if (form.featured_image && !form.featured_image_alt)
        context.addIssue({ code: 'custom', path: ['featured_image_alt'], message: MISSING_IMAGE_ALT })
      if (form.publication !== 'scheduled') return
      if (!form.published_at)
        context.addIssue({ code: 'custom', path: ['published_at'], message: 'Escolha a data e a hora da publicação.' })
      else if (Date.parse(form.published_at) <= now.getTime())
        context.addIssue({ code: 'custom', path: ['published_at'], message: 'Escolha uma data e hora que ainda não passaram.' })
    })
    .transform(({ publication, published_at, ...columns }): PostWrite => ({
      ...columns,
      // A description left from a removed image describes nothing.
      featured_image_alt: columns.featured_image && columns.featured_image_alt,
      published: publication !== 'draft',
      // A draft has no publication moment; publishing without one means now (the database fills it in).
      published_at: publication === 'draft' ? null : published_at || null,
    })) satisfies z.ZodType<PostWrite, PostForm>

/** The columns a saved version keeps of a post's text. */
type TextColumns = Pick<
  StoredPost,
  'title' | 'subtitle' | 'content' | 'meta_title' | 'meta_description' | 'featured_image' | 'featured_image_alt' | 'author' | 'read_time'
>

/** A post's or a saved version's text as editor fields; its address is not text, so restoring a version never moves a published post. */
export function textFields(row: TextColumns): Pick<PostForm, keyof TextColumns> {
  return {
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    featured_image: row.featured_image ?? '',
    featured_image_alt: row.featured_image_alt ?? '',
    author: row.author ?? '',
    read_time: row.read_time,
  }
}

/** The editor's view of a stored post. */
export function formFromRow(row: StoredPost, now = new Date()): PostForm {
  const status = postStatus(row, now)
  return {
    ...textFields(row),
    slug: row.slug,
    publication: status === 'scheduled' ? 'scheduled' : row.published ? 'published' : 'draft',
    published_at: row.published ? (row.published_at ?? '') : '',
  }
}

/** Checks a form and turns it into the row to write: trimmed, optional fields null when blank. */
export function validatePost(form: PostForm, now = new Date()): { ok: true; write: PostWrite } | { ok: false; errors: FieldErrors } {
  const parsed = postWriteSchema(now).safeParse(form)
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
export function copyOf({ id, created_at, updated_at, deleted_at, ...columns }: StoredPost, takenSlugs: ReadonlySet<string>): PostWrite {
  return {
    ...columns,
    title: `Cópia de ${columns.title}`,
    slug: uniqueSlug(slugify(`${columns.slug} copia`), takenSlugs),
    published: false,
    published_at: null,
  }
}
