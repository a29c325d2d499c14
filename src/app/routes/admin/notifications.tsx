import { DocumentMeta } from '@/components/layout/document-meta'
import { NotificationList } from '@/features/notifications/components/notification-list'
import { NotificationPreferencesCard } from '@/features/notifications/components/notification-preferences-card'

/** /admin/notificacoes: what the bell said, and (#preferencias, linked from every e-mail) how each kind arrives. */
export function NotificationsRoute() {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentMeta title="Notificações" />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Notificações</h1>
        <p className="mt-1 text-slate-600">
          Posts enviados para revisão, devolvidos, atribuídos a você, menções em notas e revisões técnicas.
        </p>
      </div>
      <NotificationList />
      <NotificationPreferencesCard />
    </div>
  )
}
