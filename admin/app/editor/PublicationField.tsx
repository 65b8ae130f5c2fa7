import { useId } from 'react'
import type { PostForm } from '../../posts/postForm'
import type { ZonedTime } from '../../../engine/text/timeZone'
import { useTime } from '../shell/useTime'
import * as formsCss from '../styles/forms'
import { RadioChoices, type Choice } from '../ui/RadioChoices'

type Publication = PostForm['publication']

/** Tomorrow at 9:00 in the business's time zone: where a new schedule starts. */
function tomorrowMorning(time: ZonedTime, now = new Date()): string {
  const day = time.toInput(new Date(now.getTime() + 24 * 3600 * 1000)).slice(0, 10)
  return time.fromInput(`${day}T09:00`) ?? ''
}

/** Draft, published, or scheduled for a moment chosen in the business's time zone (stored in UTC). */
export function PublicationField({
  form,
  error,
  onChange,
}: {
  form: PostForm
  error?: string
  onChange(changes: Pick<PostForm, 'publication' | 'published_at'>): void
}) {
  const id = useId()
  const time = useTime()
  const future = form.published_at !== '' && Date.parse(form.published_at) > Date.now()
  const choose = (publication: Publication) => {
    if (publication === 'scheduled') return onChange({ publication, published_at: future ? form.published_at : tomorrowMorning(time) })
    // Publishing 'now' forgets a moment still to come; a post already out keeps its date.
    onChange({ publication, published_at: publication === 'published' && !future ? form.published_at : '' })
  }
  const options: Choice<Publication>[] = [
    { value: 'draft', label: 'Rascunho', hint: 'Fica só aqui no painel.' },
    {
      value: 'published',
      label: 'Publicado',
      hint:
        form.publication === 'published' && form.published_at
          ? `No blog desde ${time.dateTime(form.published_at)}. Alterações salvas sem publicar só aparecem lá depois de “Publicar alterações”.`
          : 'Entra no blog assim que você salvar.',
    },
    { value: 'scheduled', label: 'Agendar', hint: 'Entra no blog sozinho na data e hora escolhidas.' },
  ]
  return (
    <fieldset className={formsCss.fieldset}>
      <legend>Publicação</legend>
      <RadioChoices name={`${id}-publication`} choices={options} value={form.publication} onChange={choose} />
      {form.publication === 'scheduled' && (
        <div className={formsCss.field}>
          <label htmlFor={`${id}-moment`}>Data e hora da publicação (horário de São Paulo)</label>
          <input
            id={`${id}-moment`}
            type="datetime-local"
            value={form.published_at ? time.toInput(form.published_at) : ''}
            min={time.toInput(new Date())}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange({ publication: 'scheduled', published_at: time.fromInput(event.target.value) ?? '' })}
          />
          {future && <small>Entra no blog em {time.dateTime(form.published_at)}, horário de São Paulo.</small>}
          {error && (
            <small id={`${id}-error`} className={formsCss.fieldError}>
              {error}
            </small>
          )}
        </div>
      )}
    </fieldset>
  )
}
