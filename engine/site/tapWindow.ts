/**
 * Taps from one address on one page's link of one kind count once in this many minutes: the server's window, and
 * the admin's and the privacy page's words. Apart from contactKind.ts, so the admin sharing it does not split that
 * module out of the behaviours script into a chunk of its own.
 */
export const TAP_REPEAT_MINUTES = 5
