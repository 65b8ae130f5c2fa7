/** The business's time zone: the admin shows and takes dates and times there, and taps are counted by its days, whatever the device's or server's. */
const TIME_ZONE = 'America/Sao_Paulo'

const fields = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const label = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })

/** São Paulo's wall clock at a moment, as a datetime-local input's value ('2026-11-24T09:00'). */
export function toSaoPauloInput(moment: Date | string): string {
  const parts = Object.fromEntries(fields.formatToParts(new Date(moment)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** The business's calendar day of a moment ('2026-11-26'), whatever the server's time zone. */
export function saoPauloDay(moment: Date): string {
  return toSaoPauloInput(moment).slice(0, 10)
}

/** The moment (ISO, UTC) that a São Paulo wall-clock time names; null when the text is not one. */
export function fromSaoPauloInput(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at that moment, read back from Intl (twice, in case the first guess crossed an offset change).
  let moment = wall
  for (let i = 0; i < 2; i++) moment = wall - (Date.parse(`${toSaoPauloInput(new Date(moment))}Z`) - moment)
  return toSaoPauloInput(new Date(moment)) === local ? new Date(moment).toISOString() : null
}

/** '24 de novembro de 2026 às 09:00', São Paulo time: every date and time the admin shows is written so. */
export function saoPauloDateTime(moment: Date | string): string {
  return label.format(new Date(moment))
}
