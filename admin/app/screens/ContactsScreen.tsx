import { useEffect, useState } from 'react'
import { changeText, CONTACT_PERIODS, dailyCounts, pageName, periodTotals, type ContactPeriod, type ContactReport } from '../data/contacts'
import { TAP_REPEAT_MINUTES } from '../../../engine/site/tapWindow'
import { errorMessage } from '../session/errors'
import { Loading } from '../ui/Loading'
import { useSettings } from '../shell/settings'
import { buttonClass } from '../ui/buttonClass'
import { useDatabase } from '../data/useDatabase'
import { ContactsChart } from './ContactsChart'
import { cx } from '@linaria/core'
import { PHONE_COLOUR, WHATSAPP_COLOUR } from '../styles/contacts'
import * as contactsCss from '../styles/contacts'
import * as frameCss from '../styles/frame'

/**
 * "Cliques no WhatsApp e no telefone": taps on the site's WhatsApp and phone buttons over the last 7, 30 or 90 days, against the
 * days before, per day and per page, pages named as the owner knows them.
 */
export function ContactsScreen() {
  const api = useDatabase()
  const [days, setDays] = useState<ContactPeriod>(7)
  // Each answer is kept with its period, so a switch shows 'Carregando...' until its own arrives.
  const [loaded, setLoaded] = useState<{ days: ContactPeriod; report?: ContactReport; error?: string } | null>(null)
  const [postTitles, setPostTitles] = useState<ReadonlyMap<string, string>>(new Map())

  useEffect(() => {
    let current = true
    api.contactReport(days).then(
      (report) => current && setLoaded({ days, report }),
      (failure: unknown) => current && setLoaded({ days, error: errorMessage(failure) }),
    )
    return () => {
      current = false
    }
  }, [api, days])
  // Posts are named by their titles; without them a post shows its address, and the rest still reads.
  useEffect(
    () =>
      void api.listPosts().then(
        (posts) => setPostTitles(new Map(posts.map((post) => [post.slug, post.title]))),
        () => undefined,
      ),
    [api],
  )

  return (
    <section>
      <h1>Cliques no WhatsApp e no telefone</h1>
      <p className={contactsCss.lead}>
        Quantas vezes alguém tocou ou clicou nos botões de WhatsApp e de telefone do site, e em qual página. Toques repetidos do mesmo
        endereço de internet, na mesma página e no mesmo botão, contam uma vez a cada {TAP_REPEAT_MINUTES} minutos; robôs não contam. O site
        não guarda quem tocou: só os totais de cada dia.
      </p>
      <div className={cx(frameCss.row, contactsCss.periods)} role="group" aria-label="Período">
        {CONTACT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={period === days ? buttonClass('small') : buttonClass('small', 'quiet')}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            {period} dias
          </button>
        ))}
      </div>
      {loaded?.days !== days ? (
        <Loading />
      ) : loaded.report ? (
        <Report days={days} report={loaded.report} postTitles={postTitles} />
      ) : (
        <p className={frameCss.error} role="alert">
          {loaded.error}
        </p>
      )}
    </section>
  )
}

function Report({ days, report, postTitles }: { days: ContactPeriod; report: ContactReport; postTitles: ReadonlyMap<string, string> }) {
  const { pageNames } = useSettings()
  const totals = periodTotals(report)
  if (totals.whatsapp + totals.phone === 0) {
    return (
      <p className={contactsCss.empty}>
        Nenhum clique nos botões de WhatsApp ou de telefone nos últimos {days} dias. Quando alguém tocar ou clicar em um deles, a página
        aparece aqui em até um minuto.
      </p>
    )
  }
  const kinds = [
    { label: 'Cliques no WhatsApp', colour: WHATSAPP_COLOUR, total: totals.whatsapp, previous: report.previous.whatsapp },
    { label: 'Cliques no telefone', colour: PHONE_COLOUR, total: totals.phone, previous: report.previous.phone },
  ]
  return (
    <>
      <dl className={contactsCss.totals}>
        {kinds.map((kind) => (
          <div key={kind.label}>
            <dt>
              <i className={contactsCss.swatch} style={{ background: kind.colour }} aria-hidden="true" />
              {kind.label}
            </dt>
            <dd>
              <strong>{kind.total}</strong>
              {changeText(kind.total, kind.previous, days)}
            </dd>
          </div>
        ))}
      </dl>
      <ContactsChart days={dailyCounts(report, days)} />
      <section className={contactsCss.section}>
        <h2>Páginas com mais cliques</h2>
        <table className={contactsCss.ranking}>
          <thead>
            <tr>
              <th scope="col">Página</th>
              <th scope="col">WhatsApp</th>
              <th scope="col">Telefone</th>
            </tr>
          </thead>
          <tbody>
            {report.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row">
                  {pageName(page.path, pageNames, postTitles)}
                  <small>{page.path}</small>
                </th>
                <td>{page.whatsapp}</td>
                <td>{page.phone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
