import { describe, expect, it } from 'vitest'
import { isOwnerSubject } from './commitSubject'

describe('whose words a commit subject is', () => {
  it.each([
    'Troca o telefone e a frase do rodapé',
    'Novo bairro: Moema',
    'Preço da visita',
    'Moema',
    'Remove o bairro Pinheiros',
    'Fotos novas da sala de The Home Store',
  ])('shows hers: %s', (subject) => {
    expect(isOwnerSubject(subject)).toBe(true)
  })

  it.each([
    'fix: header overflow on phones',
    'feat(admin): publish state',
    'Update README',
    'Merge pull request #3 from dona/main',
    "Blog test reads the page title's new '(página 2)' form from the labels",
    "Neighbourhood share cards drawn in sentence case, 'Cortinas sob medida em Moema'",
    '/privacidade answers 301 to the privacy page that content/labels.ts links',
  ])('hides a developer’s: %s', (subject) => {
    expect(isOwnerSubject(subject)).toBe(false)
  })
})
