import { z } from 'zod'
import { linkSchema, text } from './common'

/** The words every neighbourhood page shares; `{bairro}` becomes 'no Tatuapé', 'nos Jardins', 'em Moema'. */
export const neighbourhoodPageSchema = z.object({
  /** Começo do endereço de cada bairro, antes do nome do arquivo: '/cortinas-' faz /cortinas-tatuape. */
  pathPrefix: z
    .string()
    .regex(
      /^\/[a-z0-9-]*$/,
      "o começo do endereço precisa começar com / e ter só letras minúsculas sem acento, números e hífens: '/cortinas-'",
    ),
  /** Nome da página de cada bairro, nos menus, na lista de bairros e no título da aba: 'Cortinas Sob Medida {bairro}'. */
  label: text,
  /** Título da prévia no WhatsApp e nas redes sociais: 'Cortinas sob medida {bairro}'; sem ele, vai o `label`. */
  cardTitle: text.optional(),
  /** Linha pequena acima do título: 'Atendimento {bairro}'. */
  eyebrow: text,
  /** Título da lista de vantagens. */
  benefitsHeading: text,
  /** Título da galeria. */
  galleryHeading: text,
  /** Frase abaixo da galeria enquanto ela mostra ilustrações: 'Imagens ilustrativas.' */
  galleryIllustrationsNote: text.optional(),
  /** Título do depoimento. */
  testimonialsHeading: text,
  /** Faixa de orçamento depois do depoimento. */
  cta: z.object({
    /** Título da faixa. */
    heading: text,
    /** Frase abaixo do título. */
    text,
    /** Texto do botão do WhatsApp. */
    chatLabel: text,
    /** Mensagem já escrita no WhatsApp. */
    chatMessage: text,
  }),
  /** Título dos links do fim da página. */
  linksHeading: text,
  /** Links do fim da página, em ordem. */
  links: z
    .array(
      linkSchema.extend({
        /** Texto do link enquanto a página de destino mostra ilustrações, e não fotos de trabalhos entregues: 'Veja mais inspirações'. */
        illustrationsLabel: text.optional(),
      }),
    )
    .min(1),
  /** Link para o Início, mostrado nos bairros com linkHome. */
  homeLink: linkSchema,
})

export type NeighbourhoodPageText = z.infer<typeof neighbourhoodPageSchema>
export type NeighbourhoodPageInput = z.input<typeof neighbourhoodPageSchema>
