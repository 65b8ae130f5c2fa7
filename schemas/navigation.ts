import { z } from 'zod'
import { linkSchema, text } from './common'

/** Menus and fixed breadcrumb labels of the shared frame. */
export const navigationSchema = z.object({
  /** Menu principal, da esquerda para a direita. */
  main: z.array(linkSchema).min(1),
  /** Nome do menu de bairros. */
  neighbourhoodsLabel: text,
  /** Links do rodapé, em ordem. */
  footer: z.array(linkSchema).min(1),
  /** Nome do primeiro passo da trilha de navegação (breadcrumb). */
  homeLabel: text,
  /** Nomes fixos na trilha de navegação, por endereço: { '/blog': 'Blog' }. */
  breadcrumbLabels: z.record(z.string().startsWith('/'), text),
})

export type Navigation = z.infer<typeof navigationSchema>
export type NavigationInput = z.input<typeof navigationSchema>
