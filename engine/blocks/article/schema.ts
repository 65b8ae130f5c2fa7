import { z } from 'zod'
import { isoDate, pictureSchema, text } from '../../../schemas/common'
import { pageLinkSchema } from '../../../schemas/references'
import { ctaSchema } from '../cta/schema'

/** A bulleted or numbered list inside an article. */
const listSchema = z.object({
  /** Os itens, em ordem (pelo menos 2). */
  items: z.array(text).min(2, 'a lista precisa de pelo menos 2 itens'),
  /** true para lista numerada (passos); false para marcadores. */
  ordered: z.boolean().default(false),
})

/** One piece of an article section: a paragraph (plain text), a list, a subheading or a highlighted tip. */
const partSchema = z.union([
  text,
  listSchema,
  z.object({ /** Subtítulo (h3) dentro da seção. */ subheading: text }),
  z.object({ /** Dica ou citação em destaque. */ tip: text }),
])

/** A static article, laid out as the blog's posts are: title, byline, photo, sections, chat band and 'Leia também'. */
export const articleSchema = z.object({
  type: z.literal('article'),
  /** Título do artigo (h1). */
  heading: text,
  /** Linha abaixo do título. */
  subtitle: text.optional(),
  /** Data de publicação, ano-mês-dia: '2026-05-31'. */
  published: isoDate,
  /** true enquanto a data de publicação for de exemplo: escreva a data real em published e apague esta linha. */
  exampleDate: z.literal(true).optional(),
  /** Quem assina; sem ele, vai o nome de content/site.ts (ownerName). */
  author: text.optional(),
  /** Foto abaixo do título. */
  picture: pictureSchema.optional(),
  /** As seções, de cima para baixo. */
  sections: z
    .array(
      z.object({
        /** Título da seção (h2); a primeira pode ficar sem. */
        heading: text.optional(),
        /** Parágrafos (texto entre aspas), listas, subtítulos e dicas, em ordem. */
        body: z.array(partSchema).min(1),
      }),
    )
    .min(1),
  /** Faixa de conversa no WhatsApp depois do texto. */
  cta: ctaSchema.omit({ type: true }),
  /** Páginas do site em 'Leia também': '/cortina-para-sala'; o blog sempre aparece depois delas. */
  readAlso: z.array(pageLinkSchema).default([]),
})

export type ArticlePart = z.infer<typeof partSchema>
