import { Slip } from './supabase.ts'
import { run } from './tools.ts'

/** The GitHub environment that holds the workflows' secrets; only runs on `main` reach it. */
export const ENVIRONMENT = 'production'

/** The branch policy: custom branches, and `main` the only one. */
const BRANCH_POLICY = { deployment_branch_policy: { protected_branches: false, custom_branch_policies: true } }

/**
 * Creates (or updates) the environment `production` limited to the branch `main`. False when GitHub gives this
 * repository no environment (a private repository on GitHub Free): its secrets then stay repository secrets.
 */
export async function productionEnvironment(gh: string, repo: string): Promise<boolean> {
  const path = `repos/${repo}/environments/${ENVIRONMENT}`
  const made = await run(gh, ['api', '--method', 'PUT', path, '--input', '-'], { input: JSON.stringify(BRANCH_POLICY), timeout: 30_000 })
  if (made.code !== 0) {
    const view = await run(gh, ['repo', 'view', repo, '--json', 'visibility'], { timeout: 30_000 })
    if (view.code === 0 && (JSON.parse(view.stdout) as { visibility: string }).visibility === 'PRIVATE') {
      console.log(
        `   O GitHub não dá ambientes (Environments) a um repositório privado no plano Free: os segredos ficam em Repository secrets, que só quem envia ao repositório alcança.`,
      )
      return false
    }
    throw new Slip(`O GitHub não deixou criar o ambiente ${ENVIRONMENT}: ${(made.stderr || made.stdout).trim()}`)
  }
  const listed = await run(gh, ['api', `${path}/deployment-branch-policies`], { timeout: 30_000 })
  if (listed.code !== 0) throw new Slip(`O GitHub não mostrou as branches do ambiente ${ENVIRONMENT}: ${listed.stderr.trim()}`)
  const { branch_policies: policies } = JSON.parse(listed.stdout) as { branch_policies: { name: string }[] }
  if (!policies.some((policy) => policy.name === 'main')) {
    const added = await run(gh, ['api', '--method', 'POST', `${path}/deployment-branch-policies`, '-f', 'name=main', '-f', 'type=branch'], {
      timeout: 30_000,
    })
    if (added.code !== 0) throw new Slip(`O GitHub não deixou limitar o ambiente ${ENVIRONMENT} à branch main: ${added.stderr.trim()}`)
  }
  console.log(`   Ambiente ${ENVIRONMENT}: só a branch main recebe os segredos.`)
  return true
}
