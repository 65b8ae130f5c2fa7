import type { SupabaseClient } from '@supabase/supabase-js'
import { createNodeClient } from '../blog/data/client.ts'
import { endSessionsAndPassword, removeSecondFactors } from './adminUsers.ts'
import { targetProject } from './targetProject.ts'

/**
 * Removes the second factor of an account whose phone is lost (docs/guia-do-conteudo.md, "Perdi o
 * celular"): removes its factors, ends every session of the account and replaces its password with a random one (a
 * password-only session an attacker kept must not become an admin's), then emails her a recovery link.
 *
 *   npm run duas-etapas:desligar -- dona@exemplo.com.br
 *
 * With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, on that (hosted) project; otherwise on the local stack. With
 * SITE_URL set, the recovery link lands on its /admin/nova-senha.
 */
const [email] = process.argv.slice(2)
if (!email?.includes('@')) {
  console.error('uso: npm run duas-etapas:desligar -- <email>')
  process.exit(1)
}

const project = await targetProject()
try {
  const client = createNodeClient(project.url, project.serviceKey)
  const found = await removeSecondFactors(client, email)
  if (found === null) {
    console.error(`Nenhuma conta com o e-mail ${email} neste projeto: confira o endereço (Authentication → Users, no painel do Supabase).`)
    process.exitCode = 1
  } else if (found.removed === 0) console.log(`${email} não tinha verificação em duas etapas.`)
  else {
    const ended = await endSessionsAndPassword(client, found.userId)
    const devices = found.removed === 1 ? 'aparelho removido' : 'aparelhos removidos'
    console.log(
      `Verificação em duas etapas desativada para ${email} (${found.removed} ${devices}). Por segurança, as sessões abertas ` +
        `dessa conta foram encerradas (${ended}) e a senha antiga não vale mais.\n${await sendRecovery(client, email)}`,
    )
  }
} finally {
  await project.stack?.stop()
}

/** Sends the recovery email (to the site's new-password page when SITE_URL is set) and says what she does next. */
async function sendRecovery(client: SupabaseClient, address: string): Promise<string> {
  const redirectTo = process.env.SITE_URL ? new URL('/admin/nova-senha', process.env.SITE_URL).href : undefined
  const { error } = await client.auth.resetPasswordForEmail(address, { redirectTo })
  const next = 'Entre com a senha nova e ative de novo a verificação em Trocar senha, com o celular novo.'
  return error
    ? `O e-mail para escolher a senha nova não saiu (${error.message}): na tela de entrada da administração, clique em "Esqueci minha senha". ${next}`
    : `Enviamos para ${address} um e-mail com o link para escolher uma senha nova (se não chegar, na tela de entrada da administração clique em "Esqueci minha senha"). ${next}`
}
