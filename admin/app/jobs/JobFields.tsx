import { useId } from 'react'
import { jobMade, jobRooms } from '../../../schemas/job'
import type { JobFieldErrors, JobForm } from '../../jobs/jobForm'
import { TextField } from '../editor/fields'
import { useSettings } from '../shell/settings'
import * as formsCss from '../styles/forms'
import * as jobsCss from '../styles/jobs'

type Props = { form: JobForm; errors: JobFieldErrors; onChange(change: Partial<JobForm>): void }

/** What the job is: title, room, what was made, where and when; then the client's words, with their consent. */
export function JobFields({ form, errors, onChange }: Props) {
  const { neighbourhoods } = useSettings()
  return (
    <>
      <TextField
        label="Título"
        value={form.title}
        onChange={(title) => onChange({ title })}
        error={errors.title}
        required
        maxLength={80}
        hint="Curto, como “Cortina de linho na sala”."
      />
      <div className={jobsCss.pairs}>
        <SelectField
          label="Ambiente"
          value={form.room}
          error={errors.room}
          options={jobRooms.map((room) => [room, capital(room)])}
          onChange={(room) => onChange({ room: room as JobForm['room'] })}
        />
        <SelectField
          label="O que foi feito"
          value={form.made}
          error={errors.made}
          options={jobMade.map((made) => [made, capital(made)])}
          onChange={(made) => onChange({ made: made as JobForm['made'] })}
        />
        <SelectField
          label="Bairro"
          value={form.neighbourhood}
          error={errors.neighbourhood}
          options={neighbourhoods.map(({ slug, name }) => [slug, name])}
          onChange={(neighbourhood) => onChange({ neighbourhood })}
        />
        <TextField
          label="Mês da entrega"
          type="month"
          value={form.delivered}
          onChange={(delivered) => onChange({ delivered })}
          error={errors.delivered}
          required
          placeholder="2026-10"
        />
      </div>
      <fieldset className={formsCss.fieldset}>
        <legend>Depoimento do cliente (opcional)</legend>
        <TextField
          label="O que o cliente disse"
          multiline
          value={form.quote}
          onChange={(quote) => onChange({ quote })}
          error={errors.quote}
          hint="Só com a autorização do cliente por escrito (uma mensagem no WhatsApp serve)."
        />
        <TextField
          label="Nome como o cliente autorizou"
          value={form.clientName}
          onChange={(clientName) => onChange({ clientName })}
          error={errors.clientName}
          placeholder="Marina, Moema"
          hint="Como o cliente aceitou aparecer, por exemplo “Marina, Moema”."
        />
        <TextField
          label="Data da autorização por escrito"
          type="date"
          value={form.consent}
          onChange={(consent) => onChange({ consent })}
          error={errors.consent}
          hint="Obrigatória quando há depoimento: o dia em que o cliente autorizou."
        />
      </fieldset>
    </>
  )
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A labelled list to choose from, with its error; 'Escolha…' until something is chosen. */
function SelectField(props: {
  label: string
  value: string
  options: readonly (readonly [value: string, name: string])[]
  error?: string
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div className={formsCss.field}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className={jobsCss.select}
        value={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Escolha…</option>
        {props.options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      {props.error && (
        <small id={`${id}-error`} className={formsCss.fieldError}>
          {props.error}
        </small>
      )}
    </div>
  )
}
