import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/hooks/use-toast'
import { useUpdateSiteSettings, type SiteSettings } from '@/features/settings/api/site-settings'

/**
 * "Autores publicam sem revisão": saved as soon as it is switched; on failure the switch goes back and
 * an error toast says why. The database enforces the rule (docs/product-guide.md, "Writing and publishing").
 */
export function EditorialSettingsCard({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const id = useId()
  const on = settings.authors_publish_without_review

  function change(next: boolean) {
    update.mutate(
      { authors_publish_without_review: next },
      {
        onSuccess: () =>
          toast({
            title: 'Configuração salva',
            description: next
              ? 'Autores agora publicam os próprios posts sem revisão.'
              : 'Autores agora enviam os posts para revisão.',
          }),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Publicação</CardTitle>
        <CardDescription>Quem publica os posts escritos por autores.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id} className="text-base">
            Autores publicam sem revisão
          </Label>
          <div className="flex items-center gap-2">
            <span className="text-sm text-slate-600" aria-hidden="true">
              {on ? 'Ligado' : 'Desligado'}
            </span>
            <Switch
              id={id}
              checked={on}
              onCheckedChange={change}
              disabled={update.isPending}
              aria-describedby={`${id}-explanation`}
            />
          </div>
        </div>
        <p id={`${id}-explanation`} className="text-sm text-slate-600">
          Desligado (o padrão), os autores escrevem e enviam seus posts para revisão, e editores e administradores
          publicam, agendam ou retiram de publicação. Ligado, os autores publicam e agendam os próprios posts sem
          revisão; um texto com alertas de conformidade ainda precisa de um editor ou administrador. Em qualquer caso,
          só editores e administradores escolhem os destaques da página inicial.
        </p>
      </CardContent>
    </Card>
  )
}
