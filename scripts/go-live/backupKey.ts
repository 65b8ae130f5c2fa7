import { newKeyPair, RECIPIENT } from '../backup/seal.ts'
import { must, names } from './github.ts'
import type { Prompt } from './prompt.ts'
import { Slip } from './supabase.ts'
import { run } from './tools.ts'

const NAME = 'BACKUP_AGE_RECIPIENT'

/**
 * Makes sure the nightly backup has her public key (the repository Variable BACKUP_AGE_RECIPIENT). A valid one is
 * kept, even with --refazer: copies already made open only with its private key. Otherwise a new pair is made, the
 * private key shown once (never written to disk nor to the state file) and, once she says it is saved, the public
 * key set; a value left under Secrets is deleted from there.
 */
export async function ensureBackupKey(gh: string, repo: string, prompt: Prompt): Promise<void> {
  const listed = async (kind: 'secret' | 'variable') => (await names(gh, kind, repo)).includes(NAME)
  if (await listed('secret')) {
    await must(run(gh, ['secret', 'delete', NAME, '--repo', repo], { timeout: 30_000 }), `apagar o segredo ${NAME}`)
    console.log(`   ${NAME} estava na aba Secrets, que não é a dele: apagado de lá.`)
  }
  if (await listed('variable')) {
    const current = await run(gh, ['variable', 'get', NAME, '--repo', repo], { timeout: 30_000 })
    if (current.code === 0 && RECIPIENT.test(current.stdout.trim())) {
      console.log(`   Chave das cópias: já no GitHub (${NAME}). Para trocá-la (se perdeu a secreta): npm run copia:nova-chave.`)
      return
    }
  }
  const { identity, recipient } = await newKeyPair()
  console.log(
    `   As cópias de segurança de toda noite são cifradas: só esta chave secreta as abre. Ela aparece só agora e não\n` +
      `   fica gravada em lugar nenhum. Copie a linha inteira para o seu gerenciador de senhas ("Chave das cópias do site"):\n\n` +
      `   ${identity}\n\n` +
      `   Sem ela nenhuma cópia pode ser lida, nem por quem montou o site. Não a mande por e-mail nem a grave no GitHub.`,
  )
  for (;;) {
    const answer = await prompt.ask('   Quando ela estiver guardada, digite guardei: ')
    if (answer === null) throw new Slip('A chave das cópias não foi guardada: rode de novo para fazer outra.')
    if (answer.toLowerCase() === 'guardei') break
  }
  await must(run(gh, ['variable', 'set', NAME, '--body', recipient, '--repo', repo], { timeout: 30_000 }), `gravar a variável ${NAME}`)
  console.log(`   Variables: ${NAME} (a chave pública, que só cifra).`)
}
