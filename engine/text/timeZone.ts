/**
 * Dates and wall-clock times in one time zone (the business's, content/site.ts `timeZone`), whatever the device's
 * or server's: the blog's dates, the admin's, and the days contact taps are counted by.
 */
export function zonedTime(timeZone: string) {
  const fields = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const long = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone })
  const label = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'long', timeStyle: 'short' })

  /** The wall clock at a moment, as a datetime-local input's value ('2026-11-24T09:00'). */
  const toInput = (moment: Date | string): string => {
    const parts = Object.fromEntries(fields.formatToParts(new Date(moment)).map((part) => [part.type, part.value]))
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
  }

  return {
    timeZone,
    toInput,
    /** The calendar day of a moment ('2026-11-26'). */
    day: (moment: Date): string => toInput(moment).slice(0, 10),
    /** The moment (ISO, UTC) that a wall-clock time names; null when the text is not one. */
    fromInput(local: string): string | null {
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
      if (!match) return null
      const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
      const wall = Date.UTC(year, month - 1, day, hour, minute)
      // The zone's offset at that moment, read back from Intl (twice, in case the first guess crossed an offset change).
      let moment = wall
      for (let i = 0; i < 2; i++) moment = wall - (Date.parse(`${toInput(new Date(moment))}Z`) - moment)
      return toInput(new Date(moment)) === local ? new Date(moment).toISOString() : null
    },
    /** '3 de junho de 2025'. */
    longDate: (moment: Date | string): string => long.format(new Date(moment)),
    /** '24 de novembro de 2026 às 09:00'. */
    dateTime: (moment: Date | string): string => label.format(new Date(moment)),
  }
}

/** Dates and times in one time zone. */
export type ZonedTime = ReturnType<typeof zonedTime>
