import { z } from 'zod'
import { linkSchema, text } from './common'

/** Words of the not-found screen's title lines, which may be in another language than the site's ('Oops! Page not found' is English, docs/spec/specification.md, §2). */
const languageLine = z.object({
  /** O texto, exatamente como aparece. */
  text,
  /** Idioma do texto, se não for o do site: 'en' faz os leitores de tela pronunciarem em inglês. */
  lang: z.string().optional(),
})

/**
 * The fixed words of the frame, the blocks and the blog: buttons, headings the owner does not write per page, and
 * what screen readers say. Placeholders in braces are filled in by the site: {marca}, {titulo}, {numero}, {total}.
 */
/** The jobs' words when content/labels.ts names none (the files written before delivered jobs existed). */
export const jobsLabelsDefault = {
  heading: 'Trabalhos entregues',
  neighbourhoodHeading: 'Trabalhos entregues {bairro}',
  open: 'Ver o trabalho',
  delivered: 'Entregue em',
  neighbourhoodLink: 'Cortinas sob medida {bairro}',
  portfolioLink: 'Ver todos os trabalhos',
  photosLabel: 'Fotos do trabalho',
  illustrationsHeading: 'Inspirações',
}

export const labelsSchema = z.object({
  /** O topo, o rodapé e o botão flutuante, iguais em todas as páginas. */
  frame: z.object({
    /** Link escondido que aparece com a tecla Tab, para pular direto ao conteúdo. */
    skipLink: text,
    /** O que o leitor de tela diz do logotipo: '{marca}, página inicial'. */
    logoLabel: text,
    /** Nome do menu principal, para leitores de tela. */
    mainMenuLabel: text,
    /** Texto do botão que abre o menu no celular. */
    menuButton: text,
    /** Nome da trilha de navegação (breadcrumb), para leitores de tela. */
    breadcrumbLabel: text,
    /** Nome da área do botão flutuante do WhatsApp, para leitores de tela. */
    chatAreaLabel: text,
    /** O que o leitor de tela diz do botão flutuante do WhatsApp. */
    chatButtonLabel: text,
    /** Link do WhatsApp no rodapé. */
    footerChat: text,
    /** Nome dos links do rodapé, para leitores de tela. */
    footerLinksLabel: text,
    /** Link da política de privacidade, o último do rodapé. */
    privacyLink: linkSchema,
    /** Frase depois do ano e da marca no fim do rodapé. */
    rights: text,
    /** Frase depois dos direitos enquanto o site mostra ilustrações (content/illustrations.ts): 'Imagens ilustrativas.' */
    illustrationsNote: text.optional(),
  }),
  /** A página de endereço inexistente (404) e a de erro inesperado. */
  errors: z.object({
    /** O número grande da página de endereço inexistente. */
    notFoundCode: text,
    /** A linha abaixo do número. */
    notFoundTitle: languageLine,
    /** A frase que explica o que aconteceu. */
    notFoundHint: text,
    /** Botão e link de volta para a página inicial. */
    homeButton: text,
    /** Botão do WhatsApp. */
    chatButton: text,
    /** Nome da lista de páginas principais, para leitores de tela. */
    mainPagesLabel: text,
    /** Título da página de erro inesperado. */
    unexpectedTitle: languageLine,
  }),
  /** O bloco de contato. */
  contact: z.object({
    /** Nome do item com o telefone. */
    phone: text,
    /** Nome do item com o horário. */
    hours: text,
    /** Nome do item com a área atendida. */
    area: text,
    /** Nome do item com o e-mail. */
    email: text,
    /** Nome do item com a razão social, o CNPJ ou CPF e o endereço. */
    business: text,
    /** Frase sob o endereço quando ele não recebe clientes: 'Endereço para correspondência. Atendemos com hora marcada, na sua casa.'; sem ela, nada aparece. */
    addressNote: z.string().trim().min(1).optional(),
  }),
  /** O bloco de portfólio e a foto ampliada. */
  portfolio: z.object({
    /** O que o leitor de tela diz de cada foto, que abre ampliada. */
    enlarge: text,
    /** Nome da janela da foto ampliada. */
    dialogLabel: text,
    /** Botão de fechar a foto ampliada. */
    close: text,
    /** Botão da foto anterior. */
    previous: text,
    /** Botão da próxima foto. */
    next: text,
  }),
  /** O bloco de depoimentos, quando há mais de um e eles se alternam. */
  testimonials: z.object({
    /** Como o leitor de tela chama o conjunto: 'carrossel'. */
    carousel: text,
    /** Como o leitor de tela chama cada depoimento: 'depoimento'. */
    slide: text,
    /** Posição de cada depoimento: '{numero} de {total}'. */
    position: text,
    /** Botão que para a troca automática dos depoimentos. */
    pause: text,
    /** O mesmo botão depois de parar (ou para quem prefere menos movimento na tela): retoma a troca. */
    resume: text,
    /** Marca ao lado do nome de um depoimento de exemplo (example: true), para que ninguém o tome por real. */
    example: text,
  }),
  /** Nome de uma lista de links sem título, para leitores de tela. */
  linksLabel: text,
  /** Os trabalhos entregues, que a dona publica pelo painel; sem nada aqui no arquivo, valem as palavras de `jobsLabelsDefault`. */
  jobs: z
    .object({
      /** Título da lista de trabalhos entregues no início, no portfólio e na página de cada bairro. */
      heading: text,
      /** Título dos trabalhos de um bairro: '{bairro}' vira 'em Moema'. */
      neighbourhoodHeading: text,
      /** Link de cada trabalho para a sua página. */
      open: text,
      /** Antes do mês da entrega: 'Entregue em'. */
      delivered: text,
      /** Link da página de um trabalho para a página do bairro. */
      neighbourhoodLink: text,
      /** Link da página de um trabalho de volta ao portfólio. */
      portfolioLink: text,
      /** Nome da lista de fotos de um trabalho, para leitores de tela. */
      photosLabel: text,
      /** Título das imagens ilustrativas no portfólio, depois dos trabalhos entregues. */
      illustrationsHeading: text,
    })
    .default(() => ({ ...jobsLabelsDefault })),
  /** Artigos do blog e artigos fixos: cabeçalho e 'Leia também'. */
  article: z.object({
    /** Link acima do título de cada artigo, que leva ao blog. */
    blogLink: text,
    /** Antes do nome de quem escreveu: 'Por'. */
    by: text,
    /** Antes da data: 'Publicado em'. */
    published: text,
    /** Depois dos minutos de leitura: 'min de leitura'. */
    readTime: text,
    /** Título da seção de sugestões de leitura no fim de cada artigo. */
    readAlso: text,
    /** Link para todos os artigos, no fim das sugestões. */
    allArticles: text,
    /** Botão do WhatsApp no fim de cada post. */
    postChat: text,
  }),
  /** A lista de posts do blog. */
  blogList: z.object({
    /** Nome da lista de posts, para leitores de tela. */
    listLabel: text,
    /** Link de cada post na lista. */
    readMore: text,
    /** O que o leitor de tela diz do link de cada post: 'Leia mais: {titulo}'. */
    readMoreLabel: text,
    /** Botão da faixa de orçamento da lista. */
    quoteAction: linkSchema,
    /** Título dos artigos fixos mostrados depois da lista. */
    featured: text,
    /** Título do aviso quando os posts não puderam ser lidos. */
    errorTitle: text,
    /** Frase do aviso de erro. */
    errorText: text,
    /** Botão que tenta ler os posts de novo. */
    retry: text,
    /** Aviso quando ainda não há post publicado. */
    empty: text,
    /** O que o leitor de tela diz enquanto os posts carregam. */
    loading: text,
    /** Aviso breve no pé da tela depois de 'Tentar Novamente', enquanto os posts são lidos de novo. */
    reloading: text,
    /** Nome da paginação, para leitores de tela. */
    paginationLabel: text,
    /** Link da página anterior. */
    previous: text,
    /** Link da próxima página. */
    next: text,
    /** Cada número de página, no leitor de tela e no título da aba: 'Página {numero}'. */
    page: text,
  }),
})

export type Labels = z.infer<typeof labelsSchema>
export type LabelsInput = z.input<typeof labelsSchema>
