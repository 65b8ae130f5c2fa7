import { useId } from 'react'
import type { JobForm } from '../../jobs/jobForm'
import { useTime } from '../useTime'
import * as formsCss from '../styles/forms'

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
      {options.map((option) => (
        <label key={option.value} className={formsCss.choice}>
          <input
            type="radio"
            name={`${id}-status`}
            value={option.value}
            checked={status === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.label} <small>{option.hint}</small>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
