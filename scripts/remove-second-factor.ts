import { createNodeClient } from '../blog/data/client.ts'
import { removeSecondFactors } from './adminUsers.ts'
import { targetProject } from './targetProject.ts'

/**
 * Turns off the verification in two steps of an account whose phone is lost (docs/guia-do-conteudo.md, "Perdi o
 * celular"): removes its factors, so that the password alone signs in again.
 *
 *   npm run duas-etapas:desligar -- dona@exemplo.com.br
 *
 * With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, on that (hosted) project; otherwise on the local stack.
 */
const [email] = process.argv.slice(2)
if (!email?.includes('@')) {
  console.error('uso: npm run duas-etapas:desligar -- <email>')
  process.exit(1)
}

const project = await targetProject()
try {
  const removed = await removeSecondFactors(createNodeClient(project.url, project.serviceKey), email)
  if (removed === null) {
    console.error(`Nenhuma conta com o e-mail ${email} neste projeto: confira o endereço (Authentication → Users, no painel do Supabase).`)
    process.exitCode = 1
  } else
    console.log(
      removed === 0
        ? `${email} não tinha verificação em duas etapas.`
        : `Verificação em duas etapas desativada para ${email} (${removed} ${removed === 1 ? 'aparelho removido' : 'aparelhos removidos'}). ` +
            'Entre só com a senha e ative de novo em Trocar senha, com o celular novo.',
    )
} finally {
  await project.stack?.stop()
}
