import { describe, expect, it, vi } from 'vitest'
import { withRetries } from './retries'

describe('withRetries', () => {
  it('tries once plus the retries, then throws the last error', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('falhou')
    })
    await expect(withRetries(attempt, 2, 1)).rejects.toThrow('falhou')
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('stops retrying once another attempt cannot help', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('circuito aberto')
    })
    await expect(withRetries(attempt, 2, 1, () => false)).rejects.toThrow('circuito aberto')
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})
