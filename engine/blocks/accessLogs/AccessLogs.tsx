import { useSiteContent } from '../../site/context'
import { ACCESS_LOG_KEPT_MONTHS } from '../../site/accessLogs'
import { Prose } from '../prose/Prose'
import type { BlockOf } from '../schema'

/** What the site's server writes of each request (server/accessLog/line.ts). */
export const ACCESS_LOG_WHAT =
  'O site anota cada acesso às suas páginas e arquivos: o endereço IP e, quando a conexão a informa, a porta de origem; a data e a hora, com o fuso horário; o endereço da página pedida (sem o que vem depois de um "?"); a resposta do site; e o navegador usado. Anota todos os acessos, inclusive os de robôs e as verificações automáticas da hospedagem.'

/** Where the logs are kept and for how long: the bucket and the retention of server/accessLog. */
export function accessLogKept(database: string): string {
  const months = `${ACCESS_LOG_KEPT_MONTHS} meses`
  return `Esses registros ficam guardados por ${months}, em sigilo, num armazenamento privado, que só o ateliê acessa, no banco de dados do site, da ${database}, como exige o Marco Civil da Internet (Lei nº 12.965/2014, art. 15); todos os dias, o site apaga os que passaram de ${months}. Só os entregamos a outra pessoa por ordem judicial (Marco Civil, art. 10, § 1º, e art. 22). Também servem para manter o site seguro e funcionando (LGPD, art. 7º, II e IX).`
}

/** The privacy page's access-log section, in words the code keeps true, laid out as running text. */
export function AccessLogs({ heading }: BlockOf<'accessLogs'>) {
  const { site } = useSiteContent()
  return <Prose type="prose" heading={heading} paragraphs={[ACCESS_LOG_WHAT, accessLogKept(site.privacy.database)]} actions={[]} />
}
