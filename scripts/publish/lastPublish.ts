import { git, GitError } from './git.ts'

/** The commit that `npm run publicacao:desfazer` would undo: the last one on main, as GitHub has it. */
export interface LastPublish {
  sha: string
  /** The commit's date, ISO 8601. */
  date: string
  /** The message the owner typed in VS Code (its first line). */
  subject: string
  files: { status: string; path: string }[]
}

/** How long `git fetch` may take before the command gives up. */
export const fetchTimeout = 30_000

const statusNames: Record<string, string> = { A: 'novo', M: 'alterado', D: 'apagado', R: 'renomeado', C: 'copiado', T: 'alterado' }
const changes = (count: number) => (count === 1 ? '1 mudança' : `${count} mudanças`)

/**
 * The last publish, when it can be undone from the project in `cwd`; otherwise the pt-BR reason why not and what to
 * do. It refuses outside main, with changes not yet committed, with no name for the Git, when GitHub cannot be reached
 * or differs from this computer, and when the last commit is a merge or the very first one.
 */
export async function lastPublish(cwd: string): Promise<LastPublish | { refusal: string }> {
  const ask = (args: string[]) => git(cwd, args).then((out) => out.trim())
  if (!(await ask(['rev-parse', '--is-inside-work-tree']).catch(() => ''))) {
    return { refusal: 'Esta pasta não é o projeto: rode o comando no terminal do projeto (no VS Code, Terminal → Novo Terminal).' }
  }
  const branch = await ask(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '')
  if (branch !== 'main') {
    return {
      refusal:
        (branch
          ? `O projeto está no ramo “${branch}”, e o site publica só o main.`
          : 'O projeto não está em nenhum ramo (está numa versão antiga).') +
        ' No VS Code, clique no nome do ramo, no canto de baixo à esquerda, escolha main e rode o comando de novo.',
    }
  }
  const pending = (await git(cwd, ['status', '--porcelain', '--untracked-files=all'])).split('\n').filter(Boolean)
  if (pending.length) {
    return {
      refusal:
        `Há mudanças ainda não confirmadas neste computador:\n${pending.map((line) => `  ${line.slice(3)}`).join('\n')}\n` +
        'Antes de desfazer a última publicação, publique-as (Confirmar e Sincronizar Alterações, como em “Publicar” no guia) ' +
        'ou descarte-as (Controle do Código-Fonte, botão direito no arquivo → Descartar Alterações). Depois rode o comando de novo.',
    }
  }
  const name = await ask(['config', 'user.name']).catch(() => '')
  const email = await ask(['config', 'user.email']).catch(() => '')
  if (!name || !email) {
    return {
      refusal:
        'O Git ainda não sabe o seu nome e e-mail, que vão junto de cada mudança. Rode git config --global user.name "Seu Nome" ' +
        'e git config --global user.email "voce@seusite.com.br" (guia, “Preparar o computador”, passo 4) e rode o comando de novo.',
    }
  }

  try {
    await git(cwd, ['fetch', '--quiet', 'origin', 'main'], fetchTimeout)
  } catch (error) {
    const why =
      error instanceof GitError && error.timedOut
        ? `não respondeu em ${fetchTimeout / 1000} segundos`
        : String(error instanceof GitError ? error.detail : error)
    return {
      refusal: `Não consegui falar com o GitHub para conferir a última publicação (${why}). Confira a internet e rode o comando de novo. Nada foi desfeito.`,
    }
  }
  const [ahead = 0, behind = 0] = (await ask(['rev-list', '--left-right', '--count', 'HEAD...origin/main'])).split(/\s+/).map(Number)
  if (ahead && behind) {
    return {
      refusal: `Este computador tem ${changes(ahead)} que o GitHub não tem, e o GitHub tem ${changes(behind)} que este computador não tem. Clique em Sincronizar Alterações no VS Code, espere terminar e rode o comando de novo.`,
    }
  }
  if (ahead) {
    return {
      refusal:
        `Este computador tem ${ahead === 1 ? '1 mudança confirmada que ainda não foi' : `${ahead} mudanças confirmadas que ainda não foram`} para o GitHub, ` +
        'então a última publicação não é a última mudança daqui. Para publicar, clique em Sincronizar Alterações; para desistir da ' +
        'última mudança confirmada, no Controle do Código-Fonte, “…” → Commit → Desfazer Último Commit (Undo Last Commit). Depois rode o comando de novo, se ainda quiser.',
    }
  }
  if (behind) {
    return {
      refusal: `O GitHub tem ${changes(behind)} que este computador ainda não tem (feitas em outro computador ou no próprio GitHub). Clique em Sincronizar Alterações no VS Code para trazê-las, confira se ainda quer desfazer a última publicação e rode o comando de novo.`,
    }
  }

  const [sha = '', date = '', parentList = '', subject = ''] = (await ask(['log', '-1', '--format=%H%x00%cI%x00%P%x00%s', 'HEAD'])).split(
    '\0',
  )
  const parents = parentList.split(' ').filter(Boolean)
  if (!parents.length)
    return { refusal: 'A última publicação é a primeira versão do projeto: não há versão anterior para voltar. Nada foi desfeito.' }
  if (parents.length > 1) {
    return {
      refusal:
        `A última publicação (“${subject}”) junta duas linhas de mudanças (um merge), e este comando não sabe qual delas desfazer. Nada foi desfeito. ` +
        `Volte os textos à mão e publique de novo; se você tem alguém que cuida do código, peça para desfazer o merge ${sha.slice(0, 7)}.`,
    }
  }
  const names = (await git(cwd, ['show', '--name-status', '-M', '--format=', 'HEAD'])).split('\n').filter(Boolean)
  const files = names.map((line) => {
    const [status = '', ...paths] = line.split('\t')
    return { status: statusNames[status.charAt(0)] ?? status, path: paths.join(' → ') }
  })
  return { sha, date, subject, files }
}
