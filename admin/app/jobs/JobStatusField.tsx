import { useId } from 'react'
import type { JobForm } from '../../jobs/jobForm'
import { useTime } from '../shell/useTime'
import * as formsCss from '../styles/forms'
import { RadioChoices } from '../ui/RadioChoices'

/** Draft (only in the admin) or published (on the site from the save). */
export function JobStatusField({
  status,
  publishedAt,
  onChange,
}: {
  status: JobForm['status']
  publishedAt: string | null
  onChange(status: JobForm['status']): void
}) {
  const id = useId()
  const time = useTime()
  const options = [
    { value: 'draft', label: 'Rascunho', hint: 'Fica só aqui no painel.' },
    {
      value: 'published',
      label: 'Publicado',
      hint: publishedAt ? `No site desde ${time.dateTime(publishedAt)}.` : 'Entra no site assim que você salvar.',
    },
  ] as const
  return (
    <fieldset className={formsCss.fieldset}>
      <legend>Publicação</legend>
      <RadioChoices name={`${id}-status`} choices={options} value={status} onChange={onChange} />
    </fieldset>
  )
}
