import { useState } from 'react'
import { errorMessage } from '../session/errors'
import { imageName, MAX_IMAGE_WIDTH, resizeImage, UPLOAD_FORMATS } from '../data/image'
import { buttonClass } from '../ui/buttonClass'
import { useDatabase } from '../data/useDatabase'
import { TextField } from './fields'
import { cx } from '@linaria/core'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

type ImageFieldProps = {
  /** The image's address (a storage URL after an upload); empty for none. */
  value: string
  /** What the photo shows. */
  alt: string
  slug: string
  error?: string
  altError?: string
  onChange(src: string): void
  onAltChange(alt: string): void
}

/**
 * The featured image: a photo from the device (resized here, then uploaded to the bucket) or an address,
 * shown as a thumbnail with its required description; the address stays folded away unless asked for.
 */
export function ImageField({ value, alt, slug, error, altError, onChange, onAltChange }: ImageFieldProps) {
  const api = useDatabase()
  const [status, setStatus] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false })
  const [addressOpen, setAddressOpen] = useState(false)
  /** The address whose photo could not be shown (a typo, a file since removed). */
  const [broken, setBroken] = useState<string | null>(null)
  const src = value.trim()
  const showsPhoto = Boolean(src) && broken !== src

  async function upload(file: File) {
    setStatus({ busy: true, message: 'Preparando e enviando a imagem…' })
    const resized = await resizeImage(file).catch(() => null)
    if (!resized) return setStatus({ busy: false, failed: true, message: `Não foi possível ler esta imagem. Use ${UPLOAD_FORMATS.names}.` })
    try {
      onChange(await api.uploadImage(resized, imageName(slug, resized.type)))
      setStatus({ busy: false, message: `Imagem enviada (${Math.max(1, Math.round(resized.size / 1024))} kB).` })
    } catch (failure) {
      setStatus({ busy: false, failed: true, message: errorMessage(failure) })
    }
  }

  return (
    <fieldset className={formsCss.fieldset}>
      <legend>Foto de capa</legend>
      {showsPhoto && (
        <img className={formsCss.thumb} src={src} alt={alt.trim() || 'Foto de capa, ainda sem descrição'} onError={() => setBroken(src)} />
      )}
      {src && !showsPhoto && (
        <p className={frameCss.error} role="alert">
          Não foi possível mostrar esta foto. Confira o endereço em “Usar o endereço de uma imagem” ou envie a foto de novo.
        </p>
      )}
      <div className={frameCss.row}>
        <label className={cx(buttonClass('quiet', 'small'), formsCss.file)}>
          {src ? 'Trocar foto' : 'Enviar foto'}
          <input
            type="file"
            accept={UPLOAD_FORMATS.types.join(',')}
            disabled={status.busy}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void upload(file)
            }}
          />
        </label>
        {src && (
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
      {src && (
        <TextField
          label="Descrição da foto"
          multiline
          required
          value={alt}
          onChange={onAltChange}
          error={altError}
          hint="O que a foto mostra, para quem não pode vê-la e para o Google (ex.: cortina de linho bege em uma sala clara)."
        />
      )}
      <details
        open={addressOpen || Boolean(error) || (Boolean(src) && !showsPhoto)}
        onToggle={(event) => setAddressOpen(event.currentTarget.open)}
      >
        <summary>Usar o endereço de uma imagem</summary>
        <TextField
          label="Endereço da imagem"
          value={value}
          onChange={onChange}
          error={error}
          inputMode="url"
          placeholder="https://…"
          hint={`Ou envie a foto: ela é reduzida para até ${MAX_IMAGE_WIDTH} px de largura antes do envio.`}
        />
      </details>
    </fieldset>
  )
}
