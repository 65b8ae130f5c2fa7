import { visuallyHidden } from '../../../engine/ui/styles'
import { shortDay, type DayCounts } from '../data/contacts'
import { PHONE_COLOUR, WHATSAPP_COLOUR } from '../styles/contacts'
import * as contactsCss from '../styles/contacts'

/** Width of one day in the drawing's units; bars take most of it, leaving a gap. */
const SLOT = 10
const HEIGHT = 100

/**
 * Taps per day as stacked bars (WhatsApp below, phone above), drawn in inline SVG and hidden from screen readers,
 * which read the same numbers from the table under it.
 */
export function ContactsChart({ days }: { days: readonly DayCounts[] }) {
  const tallest = Math.max(1, ...days.map((day) => day.whatsapp + day.phone))
  const scale = (count: number) => (count / tallest) * HEIGHT
  const week = days.length <= 7
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className={contactsCss.chart}>
      <figcaption>
        Cliques por dia
        <span className={contactsCss.legend} aria-hidden="true">
          <span>
            <i className={contactsCss.swatch} style={{ background: WHATSAPP_COLOUR }} /> WhatsApp
          </span>
          <span>
            <i className={contactsCss.swatch} style={{ background: PHONE_COLOUR }} /> Telefone
          </span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {days.map((day, index) => {
          const whatsapp = scale(day.whatsapp)
          const phone = scale(day.phone)
          const x = index * SLOT + SLOT * 0.15
          return (
            <g key={day.day}>
              <rect x={x} width={SLOT * 0.7} y={HEIGHT - whatsapp} height={whatsapp} fill={WHATSAPP_COLOUR} />
              <rect x={x} width={SLOT * 0.7} y={HEIGHT - whatsapp - phone} height={phone} fill={PHONE_COLOUR} />
            </g>
          )
        })}
      </svg>
      <div className={contactsCss.axis} aria-hidden="true">
        <span>{first && shortDay(first.day)}</span>
        <span>dia com mais toques: {tallest}</span>
        <span>{last && shortDay(last.day)}</span>
      </div>
      <table className={visuallyHidden}>
        <caption>Cliques por dia</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">WhatsApp</th>
            <th scope="col">Telefone</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day, week)}</th>
              <td>{day.whatsapp}</td>
              <td>{day.phone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
