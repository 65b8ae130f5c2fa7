import { describe, expect, it } from 'vitest'
import { illustrationNote } from './illustrationNote'

describe("the launch check's note on illustrations", () => {
  it('counts the illustrations left beside the published delivered jobs, in pt-BR', () => {
    expect(illustrationNote(49, 2)).toMatch(
      /^49 imagens ainda são ilustrações \(content\/illustrations\.ts\); 2 trabalhos entregues publicados — /,
    )
    expect(illustrationNote(1, 1)).toMatch(/^1 imagem ainda é ilustração \(content\/illustrations\.ts\); 1 trabalho entregue publicado — /)
    expect(illustrationNote(3, null)).toContain('os trabalhos entregues do banco não foram contados')
  })

  it('says nothing once every picture is a real photo', () => {
    expect(illustrationNote(0, 5)).toBeNull()
  })
})
