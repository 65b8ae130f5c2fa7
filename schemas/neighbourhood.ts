import { z } from 'zod'
import { oneTruthMarker, pictureSchema, testimonialTruth, textFor, truthMarkerMessage } from './common'

/** How pt-BR running text says "in" before this neighbourhood's name. */
export const prepositionSchema = z.enum(['no', 'na', 'nos', 'nas', 'em'], {
  error:
    "escreva como se diz 'em' antes do nome: 'no' (no Tatuapé), 'na' (na Mooca), 'nos' (nos Jardins), 'nas' (antes de nome feminino no plural) ou 'em' (em Moema)",
})

/** Search-result description: the limits search engines show in full. */
const description = textFor(
  'falta a descrição para o Google — escreva uma frase de 50 a 170 caracteres sobre cortinas sob medida neste bairro',
)
  .min(50, 'a descrição para o Google está curta — escreva pelo menos 50 caracteres')
  .max(170, 'a descrição para o Google está longa — o Google corta depois de 170 caracteres; encurte')

/** One neighbourhood landing page; the file name is its slug, its address the prefix of content/neighbourhoodPage.ts and the slug. */
export const neighbourhoodSchema = z.object({
  /** Nome do bairro como se escreve, com acentos: 'Tatuapé'. */
  name: textFor("falta o nome do bairro — escreva-o com acentos, como 'Tatuapé'"),
  /** Como se diz 'em' antes do nome: 'no' Tatuapé, 'na' Mooca, 'nos' Jardins, 'nas' (feminino plural), 'em' Moema. */
  preposition: prepositionSchema,
  /** Descrição para o Google, de 50 a 170 caracteres. */
  description,
  /** Título principal da página (h1), com o nome do bairro. */
  headline: textFor(
    'falta o título da página — escreva uma frase curta com o nome do bairro, como "Cortinas sob medida na Mooca para sobrados e apartamentos"',
  ),
  /** Parágrafos de abertura: como são as casas do bairro e o que as cortinas resolvem ali. */
  intro: z
    .array(textFor('falta um parágrafo de abertura — conte como são as casas e apartamentos do bairro e o que as cortinas resolvem ali'))
    .min(1, 'falta a abertura — escreva pelo menos um parágrafo sobre o bairro'),
  /** Exatamente cinco vantagens, começando pela que mais importa no bairro: medida exata, visita, tecidos, luz/privacidade/temperatura, projeto de decoração. */
  benefits: z
    .array(
      z.object({
        /** A vantagem em poucas palavras. */
        title: textFor('falta o título da vantagem — escreva em poucas palavras, como "Medidas exatas, janela por janela"'),
        /** Uma frase sobre a vantagem, pensando neste bairro. */
        text: textFor('falta a frase da vantagem — explique em uma frase como ela ajuda quem mora neste bairro'),
      }),
    )
    .length(5, 'a lista de vantagens precisa ter exatamente 5 itens'),
  /** Exatamente três fotos de trabalhos no bairro ou parecidos. */
  gallery: z.array(pictureSchema).length(3, 'a galeria precisa ter exatamente 3 fotos'),
  /** O depoimento de um cliente do bairro, publicado com a autorização dele por escrito; sem um, apague o campo: a página fica completa sem ele. */
  testimonial: z
    .object({
      /** Primeiro nome e inicial do sobrenome, como o cliente autorizou por escrito: 'Mariana S.' (a página acrescenta o bairro). */
      name: textFor("falta o nome do cliente — escreva o primeiro nome e a inicial, como 'Mariana S.' (a página acrescenta o bairro)"),
      /** O que o cliente disse, nas palavras dele. */
      text: textFor('falta o depoimento — escreva o que um cliente do bairro contou sobre o trabalho').min(
        20,
        'o depoimento está curto demais — escreva pelo menos uma frase completa (20 caracteres)',
      ),
      ...testimonialTruth,
    })
    .refine(oneTruthMarker, truthMarkerMessage)
    .optional(),
  /** Parágrafo final, depois do botão de orçamento. */
  closing: textFor('falta o parágrafo final — convide o leitor a pedir a visita, falando do bairro'),
  /** Se a página mostra o link para o Início. */
  linkHome: z.boolean().default(true),
})

/** A parsed neighbourhood, with its file name (`slug`) and its address (`path`, content/neighbourhoodPage.ts's prefix and the slug). */
export type Neighbourhood = z.infer<typeof neighbourhoodSchema> & { slug: string; path: string }
export type NeighbourhoodInput = z.input<typeof neighbourhoodSchema>
