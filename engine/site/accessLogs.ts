/**
 * How many months the site keeps its access logs (Marco Civil da Internet, Lei 12.965/2014, art. 15): the server's
 * daily deletion (server/accessLog/purge.ts) and the privacy page's sentence (engine/blocks/accessLogs) both read it.
 */
export const ACCESS_LOG_KEPT_MONTHS = 6

/** The private Storage bucket that keeps them (supabase/migrations/20261129120000_access_logs.sql). */
export const ACCESS_LOG_BUCKET = 'access-logs'
