import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import site from '../../content/site.ts'
import { storageAccessLogs } from '../../server/accessLog/storage.ts'
import { targetProject } from '../targetProject.ts'
import { ExportError, exportAccessLogs } from './export.ts'

/**
 * `npm run registros:exportar -- --de 2026-05-01 --ate 2026-05-31 [--ip 203.0.113.9] [--arquivo saida.jsonl]`: the
 * access log of a period (days in the business's time zone, both included), for a court order, into one file of
 * JSON lines. Reads the project of SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service key: the bucket is private).
 */
const USAGE = 'Use: npm run registros:exportar -- --de AAAA-MM-DD --ate AAAA-MM-DD [--ip ENDEREÇO] [--arquivo NOME.jsonl]'

try {
  const { values } = parseArgs({
    options: { de: { type: 'string' }, ate: { type: 'string' }, ip: { type: 'string' }, arquivo: { type: 'string' } },
  })
  if (!values.de || !values.ate) throw new ExportError(`Diga o período: --de e --ate.\n${USAGE}`)
  if (values.ip !== undefined && !isIP(values.ip))
    throw new ExportError(`--ip precisa ser um endereço IP, como 203.0.113.9 ou 2001:db8::1 (recebido: "${values.ip}")`)
  const request = { from: values.de, to: values.ate, ip: values.ip, timeZone: site.timeZone }
  const file = resolve(
    values.arquivo ?? `registros-de-acesso_${values.de}_a_${values.ate}${values.ip ? `_${values.ip.replace(/:/g, '-')}` : ''}.jsonl`,
  )
  const project = await targetProject()
  try {
    const { lines, files } = await exportAccessLogs(storageAccessLogs(project), request, file)
    console.log(
      `${lines === 1 ? '1 linha gravada' : `${lines} linhas gravadas`} em ${file} (de ${values.de} a ${values.ate}, horário de ${site.timeZone}` +
        `${values.ip ? `, endereço ${values.ip}` : ''}; ${files} arquivos lidos do projeto ${project.url}).`,
    )
  } finally {
    await project.stack?.stop()
  }
} catch (error) {
  if (error instanceof ExportError) console.error(error.message)
  else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    console.error(`Opção não reconhecida ou sem valor.\n${USAGE}`)
  else console.error(`Não foi possível exportar os registros: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
