import type { SupabaseClient } from '@supabase/supabase-js'
import { zonedTime } from '../../../engine/text/timeZone'
import { adminDatabase } from '../data/database'
import { publishLine, type PublishLine } from './publishLine'

/**
 * The line about the latest publish in the business's time zone, or null before the workflow recorded one (a local
 * stack, a project before its first publish). A chunk of its own: the frame loads it once it has painted.
 */
export async function readPublishLine(client: SupabaseClient, timeZone: string): Promise<PublishLine | null> {
  const publish = await adminDatabase(client).latestPublish()
  return publish && publishLine(publish, new Date(), zonedTime(timeZone))
}
