/** Asks crawlers to try again after the blog cache's lifetime (5 minutes) rather than drop what they know. */
export const retryLater = { 'retry-after': '300' } as const
