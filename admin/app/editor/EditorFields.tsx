import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT, type FieldErrors } from '../../posts/postForm'
import { WORDS_PER_MINUTE } from '../../../engine/text/readTime'
import { slugify } from '../../../engine/text/slugify'
import { BLOG_PATH } from '../../../engine/routes/sitePaths'
import { useSettings } from '../shell/settings'
import { TextField } from './fields'
import { ImageField } from './ImageField'
import { PublicationField } from './PublicationField'
import { RichText } from './RichText'
import type { usePostForm } from './usePostForm'
import * as editorCss from '../styles/editor'
import * as formsCss from '../styles/forms'
import * as frameCss from '../styles/frame'

/** Every field of a post, in the order the owner writes it. */
export function EditorFields({
  editor,
  errors,
  slugTaken,
}: {
  editor: ReturnType<typeof usePostForm>
  errors: FieldErrors
  slugTaken?: string
}) {
  const { ownerName } = useSettings()
  const { form, update } = editor
  return (
    <div className={editorCss.editorFields}>
      <TextField label="Título" value={form.title} onChange={(title) => update({ title })} error={errors.title} required />
      <TextField
        label="Endereço do post"
        value={form.slug}
        onChange={editor.editSlug}
        error={errors.slug ?? slugTaken}
        hint={
          <>
            {form.slug ? `O post fica em ${BLOG_PATH}/${form.slug}.` : 'Escreva o título para gerar o endereço, ou digite um aqui.'}{' '}
            <button type="button" className={frameCss.link} onClick={editor.deriveSlug}>
              Gerar do título
            </button>
          </>
        }
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField label="Subtítulo" value={form.subtitle} onChange={(subtitle) => update({ subtitle })} />
      <RichText value={form.content} onChange={(content) => update({ content })} />
      <ImageField
        value={form.featured_image}
        alt={form.featured_image_alt}
        slug={form.slug || slugify(form.title)}
        error={errors.featured_image}
        altError={errors.featured_image_alt}
        onChange={(featured_image) => update({ featured_image })}
        onAltChange={(featured_image_alt) => update({ featured_image_alt })}
      />
      <div className={editorCss.pair}>
        <TextField
          label="Autoria"
          value={form.author}
          onChange={(author) => update({ author })}
          placeholder={ownerName}
          hint={`Em branco, o blog mostra “${ownerName}”.`}
        />
        <TextField
          label="Tempo de leitura (min)"
          type="number"
          inputMode="numeric"
          min={1}
          value={Number.isNaN(form.read_time) ? '' : String(form.read_time)}
          onChange={(value) => editor.editReadTime(value === '' ? Number.NaN : Number(value))}
          error={errors.read_time}
          hint={
            editor.autoReadTime ? (
              `Calculado pelo texto (${WORDS_PER_MINUTE} palavras por minuto).`
            ) : (
              <button type="button" className={frameCss.link} onClick={editor.recomputeReadTime}>
                Calcular pelo texto
              </button>
            )
          }
        />
      </div>
      <fieldset className={formsCss.fieldset}>
        <legend>Como aparece no Google</legend>
        <TextField
          label="Título no Google"
          value={form.meta_title}
          onChange={(meta_title) => update({ meta_title })}
          limit={META_TITLE_LIMIT}
          fallback={{ text: form.title, name: 'o título do post' }}
          placeholder={form.title}
          hint="Em branco, vale o título do post."
        />
        <TextField
          label="Resumo no Google"
          multiline
          value={form.meta_description}
          onChange={(meta_description) => update({ meta_description })}
          limit={META_DESCRIPTION_LIMIT}
          fallback={{ text: form.subtitle, name: 'o subtítulo' }}
          placeholder={form.subtitle}
          hint="Em branco, vale o subtítulo."
        />
      </fieldset>
      <PublicationField form={form} error={errors.published_at} onChange={update} />
    </div>
  )
}
