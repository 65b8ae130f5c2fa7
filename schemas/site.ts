import { z } from 'zod'
import { pictureSchema } from './common'
import { orderSchema } from './order'
import { controllerSchema, privacySchema } from './privacy'

/** Digits only, international form: country code, area code and number (55 11 …). */
const phoneDigits = z
  .string()
  .regex(/^55\d{10,11}$/, "o telefone precisa ter só números, começando com 55 e o DDD, sem espaços nem traços: '5511987654321'")

/** An IANA time zone name that Intl knows ('America/Sao_Paulo'); an offset such as '-03:00' names no zone. */
const timeZoneName = z.string().refine((name) => {
  try {
    return /^[a-z]/i.test(new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone)
  } catch {
    return false
  }
}, "escreva o nome de um fuso horário da lista IANA, como 'America/Sao_Paulo'")

/** The fields of content/site.ts that ship with example values, each named in `examples` until replaced. */
export const exampleFields = z.enum(['brand', 'ownerName', 'phone', 'siteUrl', 'email', 'controller', 'privacy'])

/** The promises of content/site.ts that only the owner can stand behind, each listed by the launch check until confirmed. */
export const confirmFields = z.enum(['coverage', 'visitOffer', 'openingHours', 'tagline', 'serviceArea', 'priceRange'])

/** The business identity: one file the owner edits to rebrand the whole site. */
export const siteSchema = z.object({
  /** Nome da marca, mostrado no topo, no rodapé e no título das páginas. */
  brand: z.string().min(2),
  /** Primeiro nome da especialista, usado em 'Sobre …' e como autora padrão do blog. */
  ownerName: z.string().min(2),
  /** Número do WhatsApp e do telefone, só números, com 55 e DDD: '5511987654321'. */
  phone: phoneDigits,
  /** Frase do rodapé, mostrada exatamente como escrita. */
  tagline: z.string().min(10),
  /** Endereço do site, sem barra no final: 'https://www.seusite.com.br'. */
  siteUrl: z.url().transform((url) => url.replace(/\/+$/, '')),
  /** Cidade atendida (para o Google). */
  city: z.string(),
  /** Sigla do estado, duas letras: 'SP'. */
  region: z.string().length(2),
  /** Fuso horário do ateliê, pelo nome da lista IANA: as datas do blog e do painel e os dias da contagem de contatos seguem ele. */
  timeZone: timeZoneName,
  /** Bairros citados na faixa de atendimento da página inicial. */
  serviceArea: z.array(z.string()).min(1),
  /** Onde você atende, numa frase que as páginas repetem igual: 'Atendemos toda a cidade de São Paulo.' O que o site promete vale como oferta. */
  coverage: z.string().min(10),
  /** Se a visita técnica e o orçamento são gratuitos, ou quanto custam, numa frase que as páginas repetem igual: 'Visita técnica e orçamento gratuitos.' */
  visitOffer: z.string().min(10),
  /** Mensagem já escrita no WhatsApp quando o visitante pede orçamento. */
  chatMessage: z.string().min(5),
  /** Horário de atendimento: o texto da página de contato e a forma que o Google lê. */
  openingHours: z.object({
    /** Como aparece na página: 'Segunda a sábado, das 9h às 18h'. */
    label: z.string(),
    /** Para o Google, em inglês abreviado: 'Mo-Sa 09:00-18:00'. */
    schema: z.array(z.string()),
  }),
  /** Descrição curta do negócio, para o Google e para as prévias nas redes sociais. */
  description: z.string().min(40),
  /** Foto da prévia do site no WhatsApp e nas redes sociais (com a frase do rodapé por cima), dos posts sem foto e de páginas sem prévia própria, com a descrição do que ela mostra. */
  shareImage: pictureSchema,
  /** E-mail do ateliê: o canal da política de privacidade para pedidos sobre dados pessoais. */
  email: z.email('escreva um e-mail válido, como contato@seusite.com.br'),
  /** Quem responde pelos dados pessoais (o controlador da LGPD): nome ou razão social, CNPJ ou CPF, endereço. */
  controller: controllerSchema,
  /** O que a política de privacidade diz que só o ateliê sabe: encarregado, empresas de hospedagem e de banco de dados, data. */
  privacy: privacySchema,
  /** Faixa de preço que o Google mostra, de '$' a '$$$$', se você a confirma; sem ela, o site não diz nada sobre preço. */
  priceRange: z
    .string()
    .regex(/^\${1,4}$/, "escreva de um a quatro cifrões: '$$' (preço médio) a '$$$$' (alto padrão)")
    .optional(),
  /** Como funciona o pedido, na página de contato: pagamento, prazo, garantia, validade do orçamento e desistência. */
  order: orderSchema.prefault({}),
  /** Promessas que só você pode confirmar: confira cada uma e apague o nome dela desta lista (npm run lancamento:verificar lista as que faltam). */
  confirm: z.array(confirmFields).default([]),
  /** Campos que ainda têm valores de exemplo: ao trocar um valor pelo verdadeiro, apague o nome dele desta lista (npm run lancamento:verificar lista o que falta). */
  examples: z.array(exampleFields).default([]),
})

export type Site = z.infer<typeof siteSchema>
