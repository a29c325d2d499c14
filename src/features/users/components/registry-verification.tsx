import { BadgeCheck, Clock, ExternalLink, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { formatRegistry, parseRegistry } from '@/lib/auth/registry'
import { formatShortDate } from '@/lib/dates'
import { toAppError } from '@/lib/errors'
import type { StaffMember } from '@/features/users/api/users'
import { useVerifyRegistry } from '@/features/users/api/verify-registry'
import { councilLookupUrl } from '@/features/users/utils/registry-lookup'

/** "CRM-SP 123456 · RQE 4567 · Neurologia": everything the person declared, as the admin checks it. */
function declaredLine(member: StaffMember, registry: string): string {
  return [registry, member.rqe ? `RQE ${member.rqe}` : null, member.specialty].filter(Boolean).join(' · ')
}

/**
 * A person's registry on their card in /admin/usuarios (docs/product-guide.md#medical-review-and-references):
 * what they declared, who verified it and when, or "Verificar registro" with a link to the council's
 * public lookup. The database decides (verify_profile_registry); this only asks.
 */
export function RegistryVerification({ member, verifierName }: { member: StaffMember; verifierName: string | null }) {
  const [confirming, setConfirming] = useState(false)
  const parsed =
    member.registry_council && member.registry_uf && member.registry_number
      ? parseRegistry(`${member.registry_council}-${member.registry_uf} ${member.registry_number}`)
      : null
  if (!parsed) return null
  const registry = formatRegistry(parsed)
  const lookup = councilLookupUrl(parsed.council)
  const name = member.full_name || 'Usuário'

  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="user-registry">
      <p className="font-medium break-words text-slate-900">{declaredLine(member, registry)}</p>
      {member.registry_verified_at ? (
        <p className="flex items-start gap-1.5 text-green-800" data-testid="registry-verified">
          <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Registro verificado{verifierName ? ` por ${verifierName}` : ''} em{' '}
            {formatShortDate(member.registry_verified_at)}
          </span>
        </p>
      ) : (
        <>
          <p className="flex items-start gap-1.5 text-amber-900">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Registro aguardando verificação
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {lookup ? (
              <a
                href={lookup}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 inline-flex min-h-9 items-center gap-1 font-medium hover:underline"
                aria-label={`Consultar ${registry} no CFM (abre em nova aba)`}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Consultar no CFM
              </a>
            ) : (
              <span className="text-slate-600">Confira no site do conselho regional.</span>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => setConfirming(true)}
              aria-label={`Verificar registro de ${name}`}
            >
              <ShieldCheck aria-hidden="true" />
              Verificar registro
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <VerifyRegistryDialog member={member} registry={registry} onClose={() => setConfirming(false)} />
      ) : null}
    </div>
  )
}

function VerifyRegistryDialog({
  member,
  registry,
  onClose,
}: {
  member: StaffMember
  registry: string
  onClose: () => void
}) {
  const verify = useVerifyRegistry()
  const [failure, setFailure] = useState<string | null>(null)
  const name = member.full_name || 'Usuário'

  function verifyRegistry() {
    setFailure(null)
    verify.mutate(
      {
        profileId: member.id,
        council: member.registry_council ?? '',
        uf: member.registry_uf ?? '',
        number: member.registry_number ?? '',
        rqe: member.rqe,
        specialty: member.specialty,
      },
      {
        onSuccess: () => {
          toast({ title: 'Registro verificado', description: `${name} — ${registry}` })
          onClose()
        },
        onError: (error) => {
          const { code, message } = toAppError(error)
          // The person changed the registry meanwhile: the list now shows the new one, to be checked again.
          if (code === 'PT409') {
            toast({ title: 'Registro alterado', description: message, variant: 'destructive' })
            onClose()
          } else setFailure(message || 'Não foi possível verificar o registro.')
        },
      },
    )
  }

  return (
    <ConfirmDialog
      title="Verificar registro"
      question="Você encontrou este registro na consulta pública do conselho, com este nome e a inscrição ativa?"
      failure={failure}
      pending={verify.isPending}
      confirmLabel="Verificar registro"
      pendingLabel="Verificando..."
      confirmVariant="default"
      onConfirm={verifyRegistry}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        <strong>{name}</strong> — {declaredLine(member, registry)}. Depois de verificado, o registro aparece na página
        do autor e nas revisões técnicas que a pessoa assinar. Se ela alterar o registro, a verificação é desfeita.
      </p>
    </ConfirmDialog>
  )
}
