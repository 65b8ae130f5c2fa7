import { MAX_JOB_PHOTOS, coverKeyOf, movePhoto, type JobFieldErrors, type JobForm, type JobPhotoForm } from '../../jobs/jobForm'
import type { UploadState } from '../../jobs/uploadQueue'
import { TextField } from '../editor/fields'
import { buttonClass } from '../ui/buttonClass'
import { useSettings } from '../shell/settings'
import { jobPhotoThumb } from '../../jobs/jobRow'
import type { Uploads } from './usePhotoUploads'
import { cx } from '@linaria/core'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'
import * as jobsCss from '../styles/jobs'

const ALT_HINT = 'O que a foto mostra: o ambiente, a peça, a cor. Ex.: Cortina de linho cru na sala, do teto ao chão.'

type Props = {
  form: Pick<JobForm, 'photos' | 'coverKey'>
  errors: JobFieldErrors
  uploads: Uploads
  onChange(change: Pick<JobForm, 'photos'> | Pick<JobForm, 'coverKey'>): void
  onAdd(files: File[]): void
  onRemove(key: string): void
  onRetry(key: string): void
}

/** The job's photos: from the camera or the gallery, each with its upload, its description, its place and the cover. */
export function JobPhotos({ form, errors, uploads, onChange, onAdd, onRemove, onRetry }: Props) {
  const room = MAX_JOB_PHOTOS - form.photos.length
  const cover = coverKeyOf(form)
  const pick = (files: FileList | null) => onAdd(Array.from(files ?? []).slice(0, Math.max(0, room)))
  const setAlt = (key: string, alt: string) =>
    onChange({ photos: form.photos.map((photo) => (photo.key === key ? { ...photo, alt } : photo)) })
  return (
    <fieldset className={formsCss.fieldset}>
      <legend>
        Fotos ({form.photos.length} de {MAX_JOB_PHOTOS})
      </legend>
      {errors.photos && (
        <p className={frameCss.error} role="alert">
          {errors.photos}
        </p>
      )}
      <ol className={jobsCss.photos}>
        {form.photos.map((photo, index) => (
          <li key={photo.key} className={jobsCss.photo}>
            <PhotoImage photo={photo} preview={uploads.previews[photo.key]} number={index + 1} />
            <div className={jobsCss.photoFields}>
              <UploadLine state={uploads.states[photo.key]} uploaded={photo.id !== null} onRetry={() => onRetry(photo.key)} />
              <TextField
                label={`Descrição da foto ${index + 1}`}
                multiline
                required
                value={photo.alt}
                onChange={(alt) => setAlt(photo.key, alt)}
                error={errors[`alt:${photo.key}`]}
                hint={ALT_HINT}
              />
              <label className={formsCss.choice}>
                <input type="radio" name="capa" checked={cover === photo.key} onChange={() => onChange({ coverKey: photo.key })} />
                Capa do trabalho
              </label>
              <div className={frameCss.row}>
                <button
                  type="button"
                  className={buttonClass('small', 'quiet')}
                  disabled={index === 0}
                  aria-label={`Mover a foto ${index + 1} para cima`}
                  onClick={() => onChange({ photos: movePhoto(form.photos, photo.key, -1) })}
                >
                  ↑ Subir
                </button>
                <button
                  type="button"
                  className={buttonClass('small', 'quiet')}
                  disabled={index === form.photos.length - 1}
                  aria-label={`Mover a foto ${index + 1} para baixo`}
                  onClick={() => onChange({ photos: movePhoto(form.photos, photo.key, 1) })}
                >
                  ↓ Descer
                </button>
                <button
                  type="button"
                  className={buttonClass('small', 'quiet', 'danger')}
                  aria-label={`Remover a foto ${index + 1}`}
                  onClick={() => onRemove(photo.key)}
                >
                  Remover
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {room > 0 ? (
        <div className={frameCss.row}>
          <label className={cx(buttonClass('small'), formsCss.file)}>
            Tirar foto
            <input type="file" accept="image/*" capture="environment" onChange={(event) => pickAndClear(event.target, pick)} />
          </label>
          <label className={cx(buttonClass('small', 'quiet'), formsCss.file)}>
            Escolher da galeria
            <input type="file" accept="image/*" multiple onChange={(event) => pickAndClear(event.target, pick)} />
          </label>
        </div>
      ) : (
        <p className={frameCss.muted}>Este trabalho já tem {MAX_JOB_PHOTOS} fotos: remova uma para pôr outra.</p>
      )}
      <p className={frameCss.muted}>
        Cada foto é reduzida neste aparelho antes do envio e fica guardada nele até chegar ao site. Mostre o trabalho, nunca rostos, números
        de casa ou documentos.
      </p>
    </fieldset>
  )
}

function pickAndClear(input: HTMLInputElement, pick: (files: FileList | null) => void) {
  const files = input.files
  pick(files)
  input.value = ''
}

function PhotoImage({ photo, preview, number }: { photo: JobPhotoForm; preview: string | undefined; number: number }) {
  const { supabaseUrl } = useSettings()
  const src = preview ?? (photo.id ? jobPhotoThumb(supabaseUrl, photo.id) : undefined)
  const alt = photo.alt.trim() || `Foto ${number}, ainda sem descrição`
  return src ? <img className={jobsCss.photoImage} src={src} alt={alt} /> : <div className={jobsCss.photoImage} />
}

/** How the photo's upload goes: a bar with its percent, the next try, the server's refusal or a button to try again. */
function UploadLine({ state, uploaded, onRetry }: { state: UploadState | undefined; uploaded: boolean; onRetry(): void }) {
  if (!state) return uploaded ? null : <p className={frameCss.muted}>Preparando a foto…</p>
  if (state.phase === 'sent') return <p className={frameCss.muted}>Foto enviada.</p>
  if (state.phase === 'sending')
    return (
      <label className={jobsCss.progress}>
        Enviando… {state.percent}%
        <progress max={100} value={state.percent} />
      </label>
    )
  if (state.phase === 'retrying')
    return (
      <p className={frameCss.muted} role="status">
        A conexão caiu. Tentando de novo em {state.seconds} s (tentativa {state.attempt})…
      </p>
    )
  return (
    <div className={frameCss.error} role="alert">
      <p>{state.message}</p>
      {/* A session that ended (401) may be opened again in another tab; a photo the server cannot read stays refused. */}
      {(state.phase === 'failed' || state.status === 401) && (
        <button type="button" className={buttonClass('small')} onClick={onRetry}>
          Tentar de novo
        </button>
      )}
    </div>
  )
}
