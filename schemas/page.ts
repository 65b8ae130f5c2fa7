import { z } from 'zod'
import { blockSchema } from '../engine/blocks/schema'
import { imageSchema } from './image'

/** Structured data a page may add besides its breadcrumb. */
const pageJsonLd = z.enum(['business'])

/** A prerendered page: its address, its search-engine meta and its blocks, top to bottom. */
export const pageSchema = z.object({
  /** Endereço da página: '/cortina-para-sala' ('/' é a página inicial). */
  path: z
    .string()
    .regex(
      /^\/([a-z0-9-]+)?$/,
      "o endereço precisa começar com / e ter só letras minúsculas sem acento, números e hífens: '/cortina-para-sala'",
    ),
  /** Título da aba e do Google, normalmente terminando em ' | ' e a marca. */
  title: z.string().min(10).max(100),
  /** Descrição para o Google, de 50 a 170 caracteres. */
  description: z.string().min(50).max(170, 'a descrição para o Google está longa — o Google corta depois de 170 caracteres; encurte'),
  /** Palavras-chave; só a página inicial usa. */
  keywords: z.array(z.string()).optional(),
  /** Título desenhado na prévia no WhatsApp e nas redes sociais; sem ele, vai o título da aba sem a marca. */
  cardTitle: z.string().min(2).max(100).optional(),
  /** Foto da prévia no WhatsApp e nas redes sociais, com o título por cima; sem ela, vai a primeira foto da página (sem foto, um cartão com a marca). */
  ogImage: imageSchema.optional(),
  /** Dados extras para o Google: 'business' descreve o negócio. */
  jsonLd: z.array(pageJsonLd).default([]),
  /** Os blocos da página, de cima para baixo (veja o guia: docs/guia-do-conteudo.md). */
  blocks: z.array(blockSchema).min(1),
})

export type Page = z.infer<typeof pageSchema>
export type PageInput = z.input<typeof pageSchema>
