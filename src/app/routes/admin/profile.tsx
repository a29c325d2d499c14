import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { AccessDenied } from '@/components/feedback/access-denied'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Skeleton } from '@/components/ui/skeleton'
import { roleNeedsMfaByPolicy, staffMfaPolicyQuery, verifiedFactors } from '@/lib/auth/mfa'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { useSession } from '@/lib/auth/session-context'
import { useStaffProfile } from '@/features/users/api/profile-credentials'
import { ProfileForm } from '@/features/users/components/profile-form'
import { SecuritySection } from '@/features/users/components/security-section'

/** /admin/perfil: every staff member edits their own profile (docs/product-guide.md#medical-review-and-references). */
export function MyProfileRoute() {
  const { user, session, profile } = useSession()
  const policyMayApply = roleNeedsMfaByPolicy(profile?.role)
  const policy = useQuery({ ...staffMfaPolicyQuery(), enabled: policyMayApply })
  // Sent here by the guard: the site requires an app and this person has none yet.
  const required = policyMayApply && policy.data === true && verifiedFactors(session).length === 0
  // "Configurar a minha agora" (the settings) sends the person here to add an app and come back.
  const cameToAddApp = Boolean((useLocation().state as { returnTo?: string } | null)?.returnTo)
  return (
    <ProfileScreen
      id={user?.id}
      title="Meu perfil"
      intro="Seu nome, credenciais, bio e foto, como aparecem na sua página de autor."
      security={user ? <SecuritySection userId={user.id} required={required} /> : null}
      securityFirst={required || cameToAddApp}
    />
  )
}

/** /admin/usuarios/{id}/perfil: an admin edits anyone's profile; the database refuses everyone else. */
export function UserProfileRoute() {
  const { profile } = useSession()
  const { id = '' } = useParams()
  if (profile?.role !== 'admin') return <AccessDenied />
  return (
    <ProfileScreen
      id={id}
      title="Editar perfil"
      intro="Nome, credenciais, bio e foto desta pessoa, como aparecem na página de autor."
      back={
        <Link
          to={paths.admin.users.href()}
          className="text-brand-700 inline-flex min-h-10 items-center gap-1 text-sm font-medium hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar para Usuários
        </Link>
      }
    />
  )
}

function ProfileScreen({
  id,
  title,
  intro,
  back,
  security,
  securityFirst = false,
}: {
  id: string | undefined
  title: string
  intro: string
  back?: ReactNode
  /** "Segurança" (one's own profile only); first while the site requires it of this person. */
  security?: ReactNode
  securityFirst?: boolean
}) {
  const profile = useStaffProfile(id)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <DocumentMeta title={title} />
      {back}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-600">
        {profile.data ? (
          <>
            {profile.data.full_name || 'Usuário'} · {ROLE_LABELS[profile.data.role]}.{' '}
          </>
        ) : null}
        {intro}
      </p>
      {securityFirst ? <div className="mt-8">{security}</div> : null}
      <div className="mt-8">
        {profile.isPending ? (
          <Skeleton className="h-96" />
        ) : profile.isError ? (
          <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : !profile.data ? (
          <EmptyState title="Perfil não encontrado" description="Esta pessoa não existe ou foi removida." />
        ) : (
          <ProfileForm key={profile.data.id} profile={profile.data} />
        )}
      </div>
      {securityFirst ? null : <div className="mt-8">{security}</div>}
    </div>
  )
}
