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

/** A date written year-month-day, with the owner's message. */
export const isoDate = z.iso.date("a data precisa ser escrita assim: '2026-05-31' (ano-mês-dia)")

/**
 * Whether a testimonial is an invented example or a real client's words with the date of their written consent:
 * exactly one of the two, so an example is never published by accident (the launch check lists examples).
 */
export const testimonialTruth = {
  /** true enquanto o depoimento for um exemplo inventado: troque por um depoimento real e apague esta linha. */
  example: z.literal(true).optional(),
  /** Data em que o cliente autorizou por escrito a publicação, ano-mês-dia: '2026-03-14'. Guarde a autorização. */
  consent: isoDate.optional(),
}

/** Exactly one of `example` and `consent`. */
export const oneTruthMarker = (item: { example?: true; consent?: string }) => (item.example === true) !== (item.consent !== undefined)

/** The message when a testimonial has both markers or neither. */
export const truthMarkerMessage = {
  path: ['consent'],
  message:
    "diga se o depoimento é real: escreva consent: 'AAAA-MM-DD' (a data em que o cliente autorizou por escrito) ou, se for um exemplo, example: true — nunca os dois",
}

/** A client's words about the work. */
export const testimonialSchema = z
  .object({
    /** Primeiro nome e inicial do sobrenome, como o cliente autorizou mostrar: 'Mariana S.'. */
    name: text,
    /** O que o cliente disse (pelo menos 20 caracteres). */
    text: z.string().min(20, 'o depoimento está curto demais — escreva pelo menos uma frase completa (20 caracteres)'),
    /** Onde o cliente mora (bairro ou cidade). */
    place: text,
    ...testimonialTruth,
  })
  .refine(oneTruthMarker, truthMarkerMessage)

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
