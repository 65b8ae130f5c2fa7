import type { z } from 'zod'
import type { prepositionSchema } from '../../schemas/neighbourhood'

type Preposition = z.infer<typeof prepositionSchema>

/** First words whose article São Paulo never hesitates on: 'na Vila Madalena', 'no Jardim Europa', 'nos Jardins'. */
const safeFirstWords: Record<string, Preposition> = {
  vila: 'na',
  chacara: 'na',
  cidade: 'na',
  jardim: 'no',
  parque: 'no',
  alto: 'no',
  jardins: 'nos',
}

/** The preposition of a neighbourhood when its first word settles it, else undefined (the owner must say). */
export function guessPreposition(name: string): Preposition | undefined {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return safeFirstWords[
    first
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  ]
}

/**
 * What to run when the first word does not settle the preposition: one command per choice, beside the phrase it
 * makes, "em" first (it suits any name: 'em Perdizes', 'em Moema'), so the owner picks the one she says aloud.
 */
export function prepositionChoices(name: string, command: (preposition: Preposition) => string): string {
  const choices: Preposition[] = ['em', 'no', 'na', 'nos', 'nas']
  return [
    `Como se diz: ${choices.map((choice) => `"${choice} ${name}"`).join(', ')}? Rode de novo com o jeito que você fala:`,
    ...choices.map((choice) => `  ${command(choice)}    (${choice} ${name})`),
  ].join('\n')
}

/** A single-quoted TypeScript string. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

/**
 * The text of a new neighbourhood file: name and preposition filled, every other text left empty under a line
 * saying what to write. Empty texts fail the check and the build with the same advice, so a page with
 * unwritten parts can never be published.
 */
export function neighbourhoodScaffold(name: string, preposition: Preposition): string {
  const where = `${preposition} ${name}`
  const benefit = "    { title: '', text: '' },\n"
  const photo = "    { image: '', alt: '' },\n"
  return `import type { NeighbourhoodInput } from '../types'

// Bairro novo: preencha cada '' seguindo a explicação acima dele. Enquanto faltar algum,
// \`npm run conteudo:verificar\` (e a publicação) dizem o que falta, e a página não vai ao ar.
// Escreva textos deste bairro: frases copiadas de outro bairro geram aviso (o Google trata como spam).
export default {
  name: ${quote(name)},
  preposition: ${quote(preposition)},
  // Descrição para o Google, de 50 a 170 caracteres: cortinas sob medida ${where} e o que as casas daqui pedem.
  description: '',
  // Título principal da página, com o nome do bairro: ${quote(`Cortinas sob medida ${where} para …`)}.
  headline: '',
  // Um ou mais parágrafos de abertura: como são as casas e apartamentos do bairro e o que as cortinas resolvem ali.
  intro: [''],
  // Cinco vantagens, começando pela que mais importa aqui: medida exata; visita para medir; tecidos; luz, privacidade e temperatura; projeto de decoração.
  benefits: [
${benefit.repeat(5)}  ],
  // Três fotos: o nome da foto em content/images, sem .jpg ('ambiente-01'), e uma frase dizendo o que ela mostra.
  gallery: [
${photo.repeat(3)}  ],
  // Depoimento real, publicado com a autorização do cliente por escrito (guarde-a): o primeiro nome e a inicial,
  // como 'Mariana S.' (a página acrescenta '· ${name}'), e em consent a data da autorização, ano-mês-dia.
  // Sem um depoimento real, apague o bloco testimonial inteiro: a página fica completa sem ele.
  testimonial: {
    name: '',
    // O que o cliente contou sobre o trabalho, nas palavras dele.
    text: '',
    // consent: 'AAAA-MM-DD',
  },
  // Parágrafo final: convide o leitor a pedir a visita, falando do bairro.
  closing: '',
  linkHome: true,
} satisfies NeighbourhoodInput
`
}
