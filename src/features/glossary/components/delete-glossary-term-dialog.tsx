import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { toast } from '@/hooks/use-toast'
import type { GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { useDeleteGlossaryTerm } from '@/features/glossary/api/save-glossary-term'
import { toAppError } from '@/lib/errors'

export function DeleteGlossaryTermDialog({ entry, onClose }: { entry: GlossaryEntry; onClose: () => void }) {
  const remove = useDeleteGlossaryTerm({
    meta: {
      errorToast: (error: unknown) => ({ title: 'Erro ao excluir o termo', description: toAppError(error).message }),
    },
  })
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <ConfirmDialog
      title="Excluir termo"
      question="Tem certeza que deseja excluir este termo?"
      failure={failure}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        setFailure(null)
        remove.mutate(entry.id, {
          onSuccess: () => {
            toast({ title: 'Termo excluído com sucesso!' })
            onClose()
          },
          onError: (error) => setFailure(`Erro ao excluir o termo: ${toAppError(error).message}`),
        })
      }}
    >
      <p className="text-sm text-slate-700">
        <strong>{entry.term}</strong> sai do glossário e deixa de ser explicado nos artigos.
      </p>
    </ConfirmDialog>
  )
}
