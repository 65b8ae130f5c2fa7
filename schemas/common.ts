import { z } from 'zod'
import { imageSchema } from './image'

/** Non-empty visible text, trimmed. */
export const text = z.string().trim().min(1)

/** Non-empty visible text whose message, when missing or empty, says what to write (`hint`). */
export function textFor(hint: string) {
  return z.string({ error: hint }).trim().min(1, { error: hint, abort: true })
}

/** A photo placed on a page, with the words a screen reader says for it. */
export const pictureSchema = z.object({
  /** Nome da foto em content/images, sem o .jpg: 'ambiente-01'. */
  image: imageSchema,
  /** O que a foto mostra, em uma frase (lido por leitores de tela e pelo Google). */
  alt: textFor('falta o texto alternativo — descreva a foto'),
  /** Texto opcional ao passar o mouse; nas galerias, repete o alt. */
  title: z.string().optional(),
})

/** A button or link that moves the visitor on: WhatsApp chat, phone call or a page link. */
export const actionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    /** Texto do botão. */
    label: text,
    /** Mensagem já escrita no WhatsApp; sem ela, vai a de content/site.ts (chatMessage). */
    message: z.string().optional(),
  }),
  z.object({ kind: z.literal('phone'), /** Texto do link de telefone. */ label: text }),
  z.object({
    kind: z.literal('link'),
    /** Texto do link. */
    label: text,
    /** Endereço: uma página do site ('/contato') ou um endereço completo ('https://...'). */
    href: textFor("falta o endereço do link — escreva uma página do site, como '/contato'"),
  }),
])

/** A client's words about the work. */
export const testimonialSchema = z.object({
  /** Nome do cliente, como ele autorizou mostrar. */
  name: text,
  /** O que o cliente disse (pelo menos 20 caracteres). */
  text: z.string().min(20, 'o depoimento está curto demais — escreva pelo menos uma frase completa (20 caracteres)'),
  /** Onde o cliente mora (bairro ou cidade). */
  place: text,
})

/** A labelled link to a site path. */
export const linkSchema = z.object({
  /** Texto do link. */
  label: text,
  /** Página do site, começando com /: '/portfolio'. */
  href: z.string().startsWith('/', "o endereço precisa ser uma página do site começando com /, como '/portfolio'"),
})

export type Picture = z.infer<typeof pictureSchema>
export type Action = z.infer<typeof actionSchema>
export type Link = z.infer<typeof linkSchema>
