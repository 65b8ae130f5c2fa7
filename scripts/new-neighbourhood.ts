import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { slugify } from '../engine/text/slugify'
import neighbourhoodPage from '../content/neighbourhoodPage'
import { fillPlace, neighbourhoodPath } from '../engine/routes/neighbourhoodPage'
import { guessPreposition, neighbourhoodScaffold, prepositionChoices } from '../engine/content/scaffold'
import { prepositionSchema } from '../schemas/neighbourhood'

/** `npm run bairro:novo -- "Vila Madalena" [--preposicao na]`: writes content/neighbourhoods/<slug>.ts to fill in. */
function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { preposicao: { type: 'string' } } })
const name = positionals.join(' ').trim()
if (!name) fail('Diga o nome do bairro, com acentos: npm run bairro:novo -- "Vila Madalena"')

const slug = slugify(name)
const file = `content/neighbourhoods/${slug}.ts`
if (existsSync(file)) fail(`${file} já existe: o bairro ${name} já tem página. Para mudá-la, edite esse arquivo.`)

const given = values.preposicao === undefined ? undefined : prepositionSchema.safeParse(values.preposicao)
if (given && !given.success) fail(`--preposicao ${values.preposicao} não existe: use no, na, nos, nas ou em.`)
const preposition = given?.data ?? guessPreposition(name)
if (!preposition) {
  fail(prepositionChoices(name, (choice) => `npm run bairro:novo -- "${name}" --preposicao ${choice}`))
}

writeFileSync(file, neighbourhoodScaffold(name, preposition), { flag: 'wx' })
console.log(
  `Criado ${file}: a página ${neighbourhoodPath(slug, neighbourhoodPage)} (${fillPlace(neighbourhoodPage.label, { name, preposition })}).`,
)
console.log('Preencha os campos vazios (cada um tem uma explicação acima) e rode npm run conteudo:verificar até não aparecer erro.')
