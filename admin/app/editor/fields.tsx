import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import * as formsCss from '../styles/forms'

type FieldProps = {
  label: string
  value: string
  onChange(value: string): void
  /** Help under the field. */
  hint?: ReactNode
  error?: string
  /** Search-result length: a counter that warns past it. */
  limit?: number
  /** What a search result shows while the field is empty (the post's title, its subtitle): counted against `limit`. */
  fallback?: { text: string; name: string }
  multiline?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>

/** A labelled text field with its help, its error and, for SEO fields, a length counter. */
export function TextField({ label, value, onChange, hint, error, limit, fallback, multiline, ...input }: FieldProps) {
  const id = useId()
  const counted = value || fallback?.text || ''
  const over = limit !== undefined && counted.length > limit
  const described =
    [hint && `${id}-hint`, limit !== undefined && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const shared = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described }
  return (
    <div className={formsCss.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...shared}
          rows={3}
          placeholder={input.placeholder}
          required={input.required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input type="text" {...input} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {limit !== undefined && (
        <small id={`${id}-count`} className={over ? formsCss.fieldError : undefined}>
          {counted.length}/{limit} caracteres
          {over &&
            (value || !fallback
              ? ' — os buscadores vão cortar o excesso'
              : ` — em branco vale ${fallback.name}, que os buscadores vão cortar: escreva aqui um mais curto`)}
        </small>
      )}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} className={formsCss.fieldError}>
          {error}
        </small>
      )}
    </div>
  )
}
