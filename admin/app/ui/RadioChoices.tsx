import * as formsCss from '../styles/forms'

/** One choice of a radio group: its value, its label and a line that says what choosing it does. */
export type Choice<T extends string> = { value: T; label: string; hint: string }

/** A radio group's choices, each a whole-row label with its hint; the fieldset and its legend are the caller's. */
export function RadioChoices<T extends string>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string
  choices: readonly Choice<T>[]
  value: T
  onChange(value: T): void
}) {
  return choices.map((choice) => (
    <label key={choice.value} className={formsCss.choice}>
      <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
      <span>
        {choice.label} <small>{choice.hint}</small>
      </span>
    </label>
  ))
}
