/** Said after a change when the site did not confirm it dropped its kept pages. */
export const JOBS_NOT_REFRESHED = 'O site não confirmou a atualização: a mudança pode levar alguns minutos para aparecer.'
