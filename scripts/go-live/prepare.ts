import { createNodeClient } from '../../blog/data/client.ts'
import { applyPendingMigrations, MigrationError, MigrationRefused } from '../../supabase/migrate/migrations.ts'
import { createUser } from '../adminUsers.ts'
import { authSettingsToChange, type SettingToChange } from '../authSettings.ts'
import { authSlip, Slip, withDatabase } from './supabase.ts'

/**
 * The steps of preparing a hosted Supabase project, shared by `npm run supabase:preparar` and the guided
 * `npm run site:colocar-no-ar`: each prints its pt-BR lines and throws a Slip naming the setting when a value is wrong.
 */

/** 1. Applies the migrations the database has not recorded (supabase/migrations of the current folder). */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const applied = await withDatabase(databaseUrl, (db) =>
    applyPendingMigrations(db, 'supabase/migrations', (migration) => console.log(`   aplicada: ${migration.file}`)).catch(
      (error: unknown) => {
        throw error instanceof MigrationError
          ? new Slip(`${error.file}, linha ${error.line ?? '?'}: ${error.reason} (nada deste arquivo foi aplicado).`)
          : error instanceof MigrationRefused
            ? new Slip(error.message)
            : error
      },
    ),
  )
  console.log(applied.length ? `   ${applied.length} migração(ões) aplicada(s).` : '   Nenhuma migração nova: o banco já está em dia.')
}

/** 2. Creates the owner's user as the blog's admin; an existing user keeps her password. */
export async function ensureOwner(url: string, serviceKey: string, email: string, password: string): Promise<void> {
  const { id, created } = await createUser(createNodeClient(url, serviceKey), email, password, true).catch((error: unknown) => {
    throw authSlip(error)
  })
  console.log(
    created ? `   criada (${id}) e é administradora do blog.` : `   já existia (${id}); a senha não mudou. É administradora do blog.`,
  )
}

/**
 * 3. The Auth settings of the dashboard still to change, printed with where each is; those only some plans offer are
 * printed apart as recommendations and not returned, so nobody waits for what her plan cannot have.
 */
export async function dashboardChanges(url: string, serviceKey: string, siteUrl: string | undefined): Promise<SettingToChange[]> {
  if (!siteUrl) console.log('   SITE_URL não foi dado: o endereço do site e os de recuperação de senha não foram conferidos.')
  const found = await authSettingsToChange({ url, serviceKey }, siteUrl).catch((error: unknown) => {
    throw authSlip(error)
  })
  const changes = found.filter((change) => !change.ifPlanOffers)
  if (!changes.length) console.log('   Tudo certo: nada a mudar no painel.')
  else {
    console.log(
      `   Falta mudar ${changes.length === 1 ? '1 item' : `${changes.length} itens`} no painel do Supabase (supabase.com/dashboard):`,
    )
    for (const change of changes) console.log(`   - ${change.what}: ${change.where} → ${change.value}`)
  }
  for (const change of found.filter((candidate) => candidate.ifPlanOffers)) {
    console.log(
      `   Recomendado, se o seu plano do Supabase oferecer (hoje, só os planos Team e Enterprise): ${change.what}: ` +
        `${change.where} → ${change.value}. Sem ele, o que protege a conta é a senha e o limite de tentativas por endereço.`,
    )
  }
  return changes
}
