import { Plus, X } from 'lucide-react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { KEY_POINT_MAX_CHARS, KEY_POINTS_MAX, KEY_POINTS_MIN, type PostEditorValues } from '@/features/posts/schemas'

type PostForm = UseFormReturn<PostEditorValues>

/**
 * "Pontos-chave" (optional): one line per point, added and removed one at a time, at most five. Blank
 * lines are left out on save; the count (none, or 3–5) and the length are checked at the field.
 */
export function KeyPointsField({ form }: { form: PostForm }) {
  const points = useWatch({ control: form.control, name: 'key_points' })
  const { errors, isSubmitted } = form.formState
  const change = (next: string[]) =>
    form.setValue('key_points', next, { shouldDirty: true, shouldValidate: isSubmitted })
  const listError = errors.key_points?.message ?? errors.key_points?.root?.message
  return (
    <fieldset className="space-y-2" aria-describedby="pontos-chave-ajuda" data-testid="key-points-field">
      <legend className="text-sm font-medium text-slate-900">Pontos-chave (opcional)</legend>
      <p id="pontos-chave-ajuda" className="text-xs text-slate-500">
        De {KEY_POINTS_MIN} a {KEY_POINTS_MAX} frases curtas que resumem o texto, mostradas no topo do artigo (até{' '}
        {KEY_POINT_MAX_CHARS} caracteres cada).
      </p>
      {points.map((point, index) => {
        const error = errors.key_points?.[index]?.message
        return (
          <div key={index} className="space-y-1">
            <div className="flex gap-2">
              <Input
                value={point}
                aria-label={`Ponto-chave ${index + 1}`}
                aria-invalid={error || listError ? true : undefined}
                onChange={(event) => change(points.map((p, i) => (i === index ? event.target.value : p)))}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover ponto-chave ${index + 1}`}
                title="Remover"
                onClick={() => change(points.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {error ? <p className="text-sm text-red-600">{error}</p> : null}
          </div>
        )
      })}
      {points.length < KEY_POINTS_MAX ? (
        <Button type="button" variant="outline" size="sm" onClick={() => change([...points, ''])}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar ponto-chave
        </Button>
      ) : null}
      {listError ? (
        <p className="text-sm text-red-600" role="alert">
          {listError}
        </p>
      ) : null}
    </fieldset>
  )
}
