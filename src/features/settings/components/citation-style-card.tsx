import { useId, useState } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { useUpdateSiteSettings, type CitationStyle, type SiteSettings } from '@/features/settings/api/site-settings'
import { CITATION_STYLES } from '@/features/settings/citation-styles'

/**
 * "Estilo das referências": how every article's "Referências" is written. Saved as soon as it is
 * chosen; on failure the choice goes back and an error toast says why. The mailer formats the lists
 * again in the new style, and the public pages follow within minutes (decision 059).
 */
export function CitationStyleCard({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const name = useId()
  // The radio moves at once; the cached value takes over whenever it changes (the optimistic one, or after
  // a failure the previous one, which useUpdateSiteSettings puts back).
  const [chosen, setChosen] = useState(settings.citation_style)
  const [saved, setSaved] = useState(settings.citation_style)
  if (saved !== settings.citation_style) {
    setSaved(settings.citation_style)
    setChosen(settings.citation_style)
  }

  function choose(next: CitationStyle) {
    setChosen(next)
    const label = CITATION_STYLES.find((style) => style.value === next)?.label ?? next
    update.mutate(
      { citation_style: next },
      {
        onSuccess: () =>
          toast({
            title: 'Configuração salva',
            description: `As referências dos artigos passam a seguir o estilo ${label}. As páginas públicas são atualizadas em alguns minutos.`,
          }),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Referências</CardTitle>
        <CardDescription>O estilo em que a lista “Referências” aparece em todos os artigos.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-base font-medium text-slate-900">Estilo das referências</legend>
          {CITATION_STYLES.map((style) => (
            <label
              key={style.value}
              className="has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-brand-600 flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 has-[:focus-visible]:ring-2"
            >
              <input
                type="radio"
                name={name}
                value={style.value}
                checked={chosen === style.value}
                onChange={() => choose(style.value)}
                className="accent-brand-700 mt-1 size-4"
              />
              <span className="min-w-0 space-y-1">
                <span className="block font-medium text-slate-900">{style.label}</span>
                <span className="block text-sm text-slate-600">{style.description}</span>
                <span className="block text-sm [overflow-wrap:anywhere] text-slate-700">
                  <span className="sr-only">Exemplo: </span>
                  {style.example}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  )
}
