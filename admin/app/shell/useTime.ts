import { zonedTime, type ZonedTime } from '../../../engine/text/timeZone'
import { useSettings } from './settings'

/** One set of formatters per zone, shared by every screen (a post list makes hundreds of dates). */
const zones = new Map<string, ZonedTime>()

/**
 * Dates and times in the business's time zone (content/site.ts, through the page's data), whatever the device's.
 * A module of its own so that the formatters load with the screens, not with the page's first script.
 */
export function useTime(): ZonedTime {
  const { timeZone } = useSettings()
  let time = zones.get(timeZone)
  if (!time) zones.set(timeZone, (time = zonedTime(timeZone)))
  return time
}
