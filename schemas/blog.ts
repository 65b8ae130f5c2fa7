import { z } from 'zod'
import { text } from './common'
import { pageLinkSchema } from './references'

/** The blog's own words around the posts; its fixed labels (buttons, notices, pagination) are in content/labels.ts. */
export const blogContentSchema = z.object({
  /** Título da primeira página da lista, terminando em ' | ' e a marca. */
  title: z.string().min(10).max(100),
  /** Descrição da lista para o Google, de 50 a 170 caracteres. */
  description: z.string().min(50).max(170, 'a descrição para o Google está longa — o Google corta depois de 170 caracteres; encurte'),
  /** Linha pequena acima do título da lista. */
  eyebrow: text,
  /** Título principal da lista (h1). */
  heading: text,
  /** Parágrafo abaixo do título. */
  lead: text,
  /** Faixa de orçamento na página 1 quando há mais de 3 posts; o botão está em content/labels.ts (blogList.quoteAction). */
  cta: z.object({ /** Título da faixa. */ heading: text, /** Frase abaixo dele. */ text }),
  /** Endereços dos artigos em 'Artigos em Destaque', em ordem: '/cortina-para-sala'. */
  featured: z.array(pageLinkSchema).min(1),
  /** Faixa de conversa no fim de cada post; o botão está em content/labels.ts (article.postChat). */
  postFooter: z.object({
    /** Título da faixa. */
    heading: text,
    /** Frase abaixo dele. */
    text,
    /** Mensagem já escrita no WhatsApp; {title} vira o título do post. */
    message: text,
  }),
  /** O canal RSS do blog. */
  feed: z.object({ /** Nome do canal. */ title: text, /** Descrição do canal. */ description: text }),
})

export type BlogContent = z.infer<typeof blogContentSchema>
export type BlogContentInput = z.input<typeof blogContentSchema>
