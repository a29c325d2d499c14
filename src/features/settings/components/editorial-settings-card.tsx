import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { SettingSwitch } from '@/features/settings/components/setting-switch'
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
        <SettingSwitch
          id={id}
          label="Autores publicam sem revisão"
          on={on}
          disabled={update.isPending}
          onChange={change}
        />
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
