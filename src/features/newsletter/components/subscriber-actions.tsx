import { Download } from 'lucide-react'
import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import {
  fetchSubscribersForExport,
  useDeleteSubscriber,
  type Subscriber,
  type SubscriberFilters,
} from '@/features/newsletter/api/subscribers'
import { buildSubscribersCsv, subscribersCsvFileName } from '@/features/newsletter/utils/subscribers-csv'
import { brasiliaToday } from '@/lib/brasilia-time'
import { downloadCsv } from '@/lib/csv'
import { toAppError } from '@/lib/errors'

/** "Exportar CSV": every subscriber the current filters match, with the consent record. */
export function ExportSubscribersButton({ filters }: { filters: SubscriberFilters }) {
  const exportCsv = useMutation({
    mutationFn: () => fetchSubscribersForExport(filters),
    retry: false,
    onSuccess: ({ rows, consentTexts }) => {
      downloadCsv(buildSubscribersCsv(rows, consentTexts), subscribersCsvFileName(brasiliaToday()))
      toast({
        title: 'Exportação concluída',
        description: `${rows.length.toLocaleString('pt-BR')} ${rows.length === 1 ? 'assinante exportado' : 'assinantes exportados'}.`,
      })
    },
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro ao exportar assinantes',
        description: toAppError(error).message || 'Ocorreu um erro inesperado',
      }),
    },
  })
  return (
    <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <Download aria-hidden="true" />
      {exportCsv.isPending ? 'Exportando...' : 'Exportar CSV'}
    </Button>
  )
}

/** The admins' "Excluir" on request: after it only the proof that consent was withdrawn remains. */
export function DeleteSubscriberDialog({ subscriber, onClose }: { subscriber: Subscriber; onClose: () => void }) {
  const remove = useDeleteSubscriber()
  const [failure, setFailure] = useState<string | null>(null)

  function deleteSubscriber() {
    setFailure(null)
    remove.mutate(subscriber.id, {
      onSuccess: () => {
        toast({ title: 'Assinante excluído', description: subscriber.email })
        onClose()
      },
      onError: (error) => setFailure(toAppError(error).message || 'Não foi possível excluir o assinante.'),
    })
  }

  return (
    <ConfirmDialog
      title="Excluir assinante"
      question={`Excluir ${subscriber.email} da newsletter?`}
      failure={failure}
      pending={remove.isPending}
      onConfirm={deleteSubscriber}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        Use quando a própria pessoa pedir a exclusão dos dados. O endereço é apagado e deixa de receber e-mails; fica
        guardado apenas o registro de que o consentimento foi retirado, sem o e-mail. Esta ação não pode ser desfeita.
      </p>
    </ConfirmDialog>
  )
}
