import { describe, expect, it } from 'vitest'
import { errorMessage, isSlugClash, recoveryLinkMessage, UNREACHABLE } from './errors'

describe('errorMessage', () => {
  it.each([
    [{ name: 'AuthApiError', code: 'invalid_credentials', status: 400 }, 'E-mail ou senha incorretos.'],
    [{ name: 'AuthWeakPasswordError', code: 'weak_password', status: 422 }, 'Senha fraca: use uma senha mais longa, com letras e números.'],
    [{ name: 'AuthApiError', code: 'same_password', status: 422 }, 'A nova senha precisa ser diferente da atual.'],
    [{ name: 'AuthApiError', code: 'current_password_required', status: 400 }, 'Informe a senha atual.'],
    [{ name: 'AuthApiError', code: 'current_password_invalid', status: 400 }, 'A senha atual está incorreta.'],
    [{ name: 'AuthApiError', code: 'session_not_found', status: 403 }, 'Sua sessão terminou. Entre novamente.'],
    [{ code: '42501', message: 'new row violates row-level security policy' }, 'Sua conta não tem permissão para esta ação.'],
    [{ code: 'not_in_trash', message: 'post is not in the trash' }, 'Este post não está mais na lixeira: atualize a página.'],
    [{ code: 'PGRST301', message: 'JWT expired' }, 'Sua sessão terminou. Entre novamente.'],
    [{ name: 'StorageApiError', statusCode: '415', status: 415 }, 'Formato de imagem não aceito. Use JPEG, PNG, WebP, AVIF ou GIF.'],
    [{ name: 'StorageApiError', statusCode: '413', status: 413 }, 'A imagem passou do tamanho máximo aceito.'],
    [{ code: '23514', message: 'new row violates check constraint' }, 'Um dos campos não foi aceito; confira e tente de novo.'],
    [{ name: 'AuthApiError', code: 'unexpected_failure', status: 500 }, 'O servidor encontrou um erro. Tente de novo em instantes.'],
    [new Error('boom'), 'Algo deu errado. Tente de novo.'],
    [null, 'Algo deu errado. Tente de novo.'],
  ])('%o → %s', (error, message) => {
    expect(errorMessage(error)).toBe(message)
  })

  it.each([
    [{ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }],
    [{ name: 'StorageUnknownError', message: 'Failed to fetch' }],
    [{ message: 'TypeError: Failed to fetch', code: '', status: 0 }],
    [new TypeError('Failed to fetch')],
  ])('says the server is unreachable for %o', (error) => {
    expect(errorMessage(error)).toBe(UNREACHABLE)
  })

  it('recognises a slug clash', () => {
    expect(isSlugClash({ code: '23505', message: 'duplicate key value violates unique constraint "posts_slug_key"' })).toBe(true)
    expect(isSlugClash({ code: '42501' })).toBe(false)
  })
})

describe('recoveryLinkMessage', () => {
  it.each([
    ['otp_expired', 'Este link de recuperação é inválido ou expirou. Peça um novo.'],
    ['over_request_rate_limit', 'Muitas tentativas seguidas. Aguarde um pouco e peça um novo link.'],
    [null, 'Este link de recuperação é inválido ou expirou. Peça um novo.'],
    ['Sua conta foi bloqueada: ligue para 0800 000 0000', 'Este link de recuperação é inválido ou expirou. Peça um novo.'],
    ['__proto__', 'Este link de recuperação é inválido ou expirou. Peça um novo.'],
    ['toString', 'Este link de recuperação é inválido ou expirou. Peça um novo.'],
  ])('%s → %s, never the link’s own text', (code, message) => {
    expect(recoveryLinkMessage(code)).toBe(message)
  })
})
