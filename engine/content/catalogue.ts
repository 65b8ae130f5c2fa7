import type { PhotoNames } from './types'

/** The guide every message sends the owner to when a field's shape needs an example. */
export const guide = 'docs/guia-do-conteudo.md'

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`)

/**
 * Every message the content pipeline gives the owner, in pt-BR, each saying where to look and what to do (as Astro
 * keeps its errors in one `errors-data.ts`). zod's messages are ./messages.ts, built from the issue zod reports;
 * a field whose hint is particular to it carries that hint in its schema, beside the field's own documentation.
 */
export const contentMessages = {
  missingPhoto: (name: string, photos: PhotoNames) =>
    `a foto '${name}' não está em ${photos.folder} — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; fotos disponíveis: ${photos.names.join(', ') || 'nenhuma'}`,
  missingPage: (path: string) => `nenhuma página tem o endereço ${path} — confira o endereço ou crie a página`,
  takenPath: (path: string, owner: string) => `path: o endereço ${path} já é de ${owner} — escolha outro endereço`,
  badFileName: () =>
    'o nome do arquivo vira o endereço da página — use só letras minúsculas sem acento, números e hífens, como vila-madalena.ts',
  unreadable: (detail: string) => `o arquivo não pôde ser lido — confira vírgulas, aspas e chaves perto do ponto indicado: ${detail}`,
  misspelt: (typed: string, meant: string) => `campo desconhecido: ${typed} — você quis dizer ${meant}?`,
  missingComma: () => 'falta uma vírgula no fim desta linha — cada campo e cada item de lista termina com vírgula',
  apostrophe: (word: string) =>
    `o apóstrofo de ${word} fecha o texto antes da hora — escreva esse texto entre aspas duplas ("… ${word} …") ou troque o apóstrofo por \\'`,
  unparsable: () => 'o arquivo não pôde ser lido — confira vírgulas, aspas, colchetes e chaves perto deste ponto',
  at: (line: number, column?: number) => `linha ${line}${column === undefined ? '' : `, coluna ${column}`}`,
  longSearchText: (field: 'title' | 'description', length: number, limit: number) =>
    `${field}: ${field === 'title' ? 'o título' : 'a descrição'} tem ${length} caracteres e o Google mostra cerca de ${limit} — encurte, ou o fim some na busca`,
  narrowPhotos: (count: number, minWidth: number, list: string) =>
    `${plural(count, 'uma foto tem', 'fotos têm')} menos de ${minWidth} px de largura e ${count === 1 ? 'fica borrada' : 'ficam borradas'} em telas grandes — troque por fotos maiores: ${list}`,
  preposition: (name: string, written: string, usual: string) =>
    `preposition: '${written}' — diz-se "${usual} ${name}": escreva preposition: '${usual}' (a página e o menu usam essa palavra)`,
  lookalikePhotos: (pairs: readonly string[]) =>
    `a galeria mostra ${pairs.length === 1 ? 'a mesma foto duas vezes, ou duas quase iguais' : 'fotos repetidas ou quase iguais'}: ${pairs.join('; ')} — troque uma de cada par por outra foto`,
  sharedSentences: (other: string, quoted: string) =>
    `repete frases de ${other} — reescreva com detalhes deste bairro (o Google trata páginas de bairro quase iguais como spam):${quoted}`,
  /** The last lines of `npm run conteudo:verificar` and of a build stopped by content errors. */
  summary: {
    error: (line: string) => `erro: ${line}`,
    warning: (line: string) => `aviso: ${line}`,
    failed: (count: number) =>
      `\n${plural(count, 'um erro', 'erros')} no conteúdo: corrija e rode de novo (npm run conteudo:verificar confere o conteúdo em segundos).`,
    passed: (warnings: number) =>
      `Conteúdo certo${warnings ? ` (${plural(warnings, 'um aviso', 'avisos')}, que não impedem a publicação)` : ''}.`,
  },
  /** The page `npm run dev` shows for a page whose content has errors. */
  errorPage: {
    title: 'Erro no conteúdo',
    heading: (count: number, page?: string) => `${page ? `A página ${page} tem` : 'O conteúdo tem'} ${plural(count, 'um erro', 'erros')}`,
    lead: (page?: string) =>
      `Cada item diz o arquivo, a linha ou o campo, e o que fazer. Corrija, salve e recarregue esta página. ${page ? 'As outras páginas da prévia continuam abrindo. ' : ''}Os mesmos erros aparecem em npm run conteudo:verificar.`,
    warnings: 'Avisos (não impedem a publicação)',
  },
  /** What a build for a real address (SITE_URL set) prints of the launch check, from the content stage's check. */
  launch: {
    heading: (address: string) => `Antes de publicar ${address} (npm run lancamento:verificar):`,
    left: (count: number) =>
      `${count === 1 ? 'Falta 1 item' : `Faltam ${count} itens`} no conteúdo antes de publicar; os posts do banco, confira com npm run lancamento:verificar.`,
    none: 'Nenhum valor de exemplo no conteúdo; os posts do banco, confira com npm run lancamento:verificar.',
    contentErrors: (count: number) =>
      `content: o conteúdo tem ${plural(count, 'um erro', 'erros')} — corrija com npm run conteudo:verificar e rode de novo`,
  },
  /** What `npm run dev` prints while it starts. */
  preview: {
    address: (url: string) => `Prévia do site em ${url} — salve um arquivo e a página se atualiza; Ctrl+C para parar.`,
    panel: (url: string) => `Painel do blog em ${url}/admin`,
    network: (urls: readonly string[]) => `Na rede local: ${urls.join(' ')}`,
    preparing:
      'Preparando a prévia: na primeira vez, as fotos e as páginas são preparadas e isso pode levar alguns minutos; o navegador mostra um aviso até lá.',
    waiting: {
      title: 'Preparando a prévia…',
      text: 'Na primeira vez, as fotos e as páginas são preparadas, e isso pode levar alguns minutos. Esta página se atualiza sozinha quando a prévia estiver pronta; não é preciso fazer nada.',
    },
    ready: (seconds: number) => `Prévia pronta (preparada em ${seconds} s). As próximas páginas abrem na hora.`,
    contentErrors: (count: number) =>
      `O conteúdo tem ${plural(count, 'um erro', 'erros')} — a prévia mostra onde; npm run conteudo:verificar lista os mesmos.`,
  },
} as const
