import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ChoiceField } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/feedback/error-state'
import { toAppError } from '@/lib/errors'
import { useMyNotificationPreferences, useSaveNotificationPreference } from '@/features/notifications/api/notifications'
import {
  DEFAULT_DELIVERY,
  DELIVERIES,
  KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@/features/notifications/utils/notification-kinds'

/**
 * How each kind of notification reaches the signed-in person, saved as soon as it is chosen. Every
 * kind always shows in the bell; the e-mails of a burst come together, and the digest once a day.
 */
export function NotificationPreferencesCard() {
  const preferences = useMyNotificationPreferences()
  const save = useSaveNotificationPreference()

  return (
    <Card id="preferencias" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Preferências de notificação</CardTitle>
        <CardDescription>
          “No app e por e-mail” junta numa só mensagem o que acontecer em poucos minutos; “Resumo diário” manda um
          e-mail por dia, às 8h (horário de Brasília).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {preferences.isPending ? (
          NOTIFICATION_KINDS.map((kind) => <Skeleton key={kind} className="h-16" />)
        ) : preferences.isError ? (
          <ErrorState onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
        ) : (
          NOTIFICATION_KINDS.map((kind) => (
            <ChoiceField
              key={kind}
              label={KIND_LABELS[kind]}
              value={preferences.data[kind] ?? DEFAULT_DELIVERY}
              choices={DELIVERIES}
              disabled={save.isPending}
              onChange={(delivery) => save.mutate({ kind, delivery })}
            />
          ))
        )}
      </CardContent>
      {save.isError ? (
        <p role="alert" className="px-6 pb-6 text-sm text-red-700">
          Não foi possível salvar a preferência: {toAppError(save.error).message}
        </p>
      ) : null}
    </Card>
  )
}
