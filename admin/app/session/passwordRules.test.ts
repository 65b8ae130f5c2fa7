import { describe, expect, it } from 'vitest'
import { newPasswordProblem } from './passwordRules'

describe('newPasswordProblem', () => {
  it.each([
    ['1234567', 'Use pelo menos 8 caracteres.'],
    ['a'.repeat(73), 'Senha longa demais: use no máximo 72 caracteres (letras acentuadas e emojis contam como dois ou mais).'],
    ['é'.repeat(37), 'Senha longa demais: use no máximo 72 caracteres (letras acentuadas e emojis contam como dois ou mais).'],
    ['12345678', null],
    ['a'.repeat(72), null],
    ['é'.repeat(36), null],
  ])('%s → %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem)
  })
})
