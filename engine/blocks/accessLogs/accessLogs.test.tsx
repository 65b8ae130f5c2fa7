import { describe, expect, it } from 'vitest'
import { fixtureContent } from '../../../tests/fixtures/fixtureSite'
import { ACCESS_LOG_KEPT_MONTHS } from '../../site/accessLogs'
import { render, texts } from '../testing'
import { ACCESS_LOG_WHAT, AccessLogs, accessLogKept } from './AccessLogs'
import { accessLogsSchema } from './schema'

describe('AccessLogs', () => {
  const content = fixtureContent()
  const dom = render(<AccessLogs {...accessLogsSchema.parse({ type: 'accessLogs' })} />, content)

  it("says what the server writes, and keeps it as long as the deletion job's setting, in the site's database", () => {
    expect(texts(dom, 'h2')).toEqual(['Registros de acesso'])
    expect(texts(dom, 'p')).toEqual([ACCESS_LOG_WHAT, accessLogKept(content.site.privacy.database)])
    const kept = `${ACCESS_LOG_KEPT_MONTHS} meses`
    expect(texts(dom, 'p')[1]).toContain(
      `ficam guardados por ${kept}, em sigilo, num armazenamento privado, que só o ateliê acessa, no banco de dados do site, da ${content.site.privacy.database},`,
    )
    expect(texts(dom, 'p')[1]).toContain(`todos os dias, o site apaga os que passaram de ${kept}`)
  })

  it("names every field of the line, and says robots and the host's checks are logged too", () => {
    for (const field of ['endereço IP', 'porta de origem', 'fuso horário', 'página pedida', 'resposta do site', 'navegador'])
      expect(ACCESS_LOG_WHAT).toContain(field)
    expect(ACCESS_LOG_WHAT).toContain('robôs e as verificações automáticas da hospedagem')
  })
})
