import { renderToStaticMarkup } from 'react-dom/server'
import { z } from 'zod'
import { createPostSanitizer } from '../../blog/sanitize'
import site from '../../content/site'
import { zonedTime } from '../../engine/text/timeZone'
import { LAYOUT } from './archive.ts'

/** Dates as the blog shows them, in the business's time zone. */
const { longDate } = zonedTime(site.timeZone)

/** The columns the readable copy shows, of a post or of its waiting changes. */
const textSchema = z.object({
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  featured_image: z.string().nullable(),
  featured_image_alt: z.string().nullable(),
})
const postSchema = textSchema.extend({
  id: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  updated_at: z.string(),
})
const pendingSchema = textSchema.extend({ post_id: z.string() })

type Post = z.infer<typeof postSchema>
type Text = z.infer<typeof textSchema>

const STYLE = 'body{font:18px/1.6 Georgia,serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#222}img{max-width:100%;height:auto}'

/**
 * The posts as plain HTML pages the owner opens in a browser without the project: `index.html` lists them,
 * `textos/<slug>.html` holds each, its photos read from the archive's `fotos/` folder beside it. The text goes
 * through the blog's own sanitiser, so a copy never runs a script.
 */
export function readableFiles(postRows: unknown[], pendingRows: unknown[], bucket: string, takenAt: Date): Map<string, string> {
  const sanitize = createPostSanitizer(process.env.SITE_URL || site.siteUrl)
  const local = (html: string) => html.replaceAll(bucket, `../${LAYOUT.photos}/`)
  const posts = z.array(postSchema).parse(postRows)
  const pending = new Map(
    z
      .array(pendingSchema)
      .parse(pendingRows)
      .map((row) => [row.post_id, row]),
  )
  const files = new Map<string, string>()
  const body = (text: Text) => (
    <>
      <h1>{text.title}</h1>
      {text.subtitle && <p>{text.subtitle}</p>}
      {text.featured_image && <img src={local(text.featured_image)} alt={text.featured_image_alt ?? ''} />}
      <div dangerouslySetInnerHTML={{ __html: local(sanitize(text.content)) }} />
    </>
  )
  for (const post of posts) {
    const waiting = pending.get(post.id)
    files.set(
      `${LAYOUT.posts}/${post.slug}.html`,
      page(
        post.title,
        <>
          <p>
            <a href={`../${LAYOUT.index}`}>Todos os posts</a> · {status(post, takenAt)}
          </p>
          <article>{body(post)}</article>
          {waiting && (
            <article>
              <hr />
              <p>
                <strong>Alterações guardadas e ainda não publicadas:</strong>
              </p>
              {body(waiting)}
            </article>
          )}
        </>,
      ),
    )
  }
  files.set(
    LAYOUT.index,
    page(
      'Cópia do blog',
      <>
        <h1>Cópia do blog de {longDate(takenAt.toISOString())}</h1>
        <ul>
          {posts.map((post) => (
            <li key={post.id}>
              <a href={`${LAYOUT.posts}/${post.slug}.html`}>{post.title}</a> — {status(post, takenAt)}
            </li>
          ))}
        </ul>
      </>,
    ),
  )
  return files
}

function status(post: Post, takenAt: Date): string {
  if (post.deleted_at) return `na lixeira desde ${longDate(post.deleted_at)}`
  if (!post.published || !post.published_at) return `rascunho, salvo em ${longDate(post.updated_at)}`
  if (Date.parse(post.published_at) > takenAt.getTime()) return `agendado para ${longDate(post.published_at)}`
  return `publicado em ${longDate(post.published_at)}`
}

function page(title: string, children: React.ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>{children}</body>
    </html>,
  )}\n`
}
