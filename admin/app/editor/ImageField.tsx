import { useState } from 'react'
import { errorMessage } from '../../errors'
import { imageName, MAX_IMAGE_WIDTH, resizeImage } from '../../image'
import { buttonClass } from '../ui'
import { useApi } from '../useApi'
import { TextField } from './fields'
import { cx } from '@linaria/core'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** The featured image: a photo from the device (resized here, then uploaded to the bucket) or an address. */
export function ImageField({ value, slug, error, onChange }: { value: string; slug: string; error?: string; onChange(src: string): void }) {
  const api = useApi()
  const [status, setStatus] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false })

  async function upload(file: File) {
    setStatus({ busy: true, message: 'Preparando e enviando a imagem…' })
    const resized = await resizeImage(file).catch(() => null)
    if (!resized)
      return setStatus({ busy: false, failed: true, message: 'Não foi possível ler esta imagem. Use uma foto JPEG, PNG ou WebP.' })
    try {
      onChange(await api.uploadImage(resized, imageName(slug, resized.type)))
      setStatus({ busy: false, message: `Imagem enviada (${Math.max(1, Math.round(resized.size / 1024))} kB).` })
    } catch (failure) {
      setStatus({ busy: false, failed: true, message: errorMessage(failure) })
    }
  }

  return (
    <fieldset className={formsCss.fieldset}>
      <legend>Imagem de destaque</legend>
      {value.trim() && <img className={formsCss.thumb} src={value.trim()} alt="Imagem de destaque atual" />}
      <div className={frameCss.row}>
        <label className={cx(buttonClass('quiet', 'small'), formsCss.file)}>
          {value.trim() ? 'Trocar foto' : 'Enviar foto'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            disabled={status.busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void upload(file)
            }}
          />
        </label>
        {value.trim() && (
          <button type="button" className={buttonClass('quiet', 'small')} onClick={() => onChange('')}>
            Remover imagem
          </button>
        )}
      </div>
      {status.message && (
        <p className={status.failed ? frameCss.error : frameCss.muted} role={status.failed ? 'alert' : 'status'}>
          {status.message}
        </p>
      )}
      <TextField
        label="Ou o endereço da imagem"
        value={value}
        onChange={onChange}
        error={error}
        inputMode="url"
        placeholder="https://…"
        hint={`A foto é reduzida para até ${MAX_IMAGE_WIDTH} px de largura antes do envio.`}
      />
    </fieldset>
  )
}
