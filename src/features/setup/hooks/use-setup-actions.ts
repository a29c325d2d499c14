import { useRef, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { signUpErrorMessage } from '@/lib/auth/auth-messages'
import { createFirstAdmin, useCreateDefaultCategories, useSetupStatus } from '@/features/setup/api/setup'
import type { LogLine } from '@/features/setup/components/activity-log'
import type { CreateAdminValues } from '@/features/setup/components/create-admin-form'
import type { SetupStatus } from '@/lib/setup-status'

function describe(status: SetupStatus) {
  const ok = [status.schema.ok, status.categories.ok, status.security.ok, status.admin.ok].filter(Boolean).length
  return `Verificação concluída: ${ok} de 4 indicadores OK.`
}

/**
 * /admin/setup's state: the database's status, the three actions (check again, create the default
 * categories, create the first admin) and the activity log each of them writes to. `expectedMigration`:
 * the newest migration this build knows, which the schema indicator checks for.
 */
export function useSetupActions(expectedMigration: string | null) {
  const status = useSetupStatus(expectedMigration)
  const categories = useCreateDefaultCategories()
  const [lines, setLines] = useState<LogLine[]>([])
  const nextId = useRef(1)
  const [creatingAdmin, setCreatingAdmin] = useState(false)
  // The person who just created the first admin keeps the page (e.g. waiting for e-mail confirmation).
  const [bootstrapped, setBootstrapped] = useState(false)

  function log(level: LogLine['level'], text: string) {
    setLines((current) => [...current, { id: nextId.current++, at: new Date(), level, text }])
  }

  async function recheck() {
    log('info', 'Verificando o banco de dados…')
    const result = await status.refetch()
    if (result.data) log('success', describe(result.data))
    else log('error', `Erro de conexão: ${result.error?.message || 'Erro desconhecido'}`)
  }

  async function createCategories() {
    log('info', 'Criando categorias padrão…')
    try {
      const result = await categories.mutateAsync()
      log(
        'success',
        result.created > 0
          ? `${result.created} categorias criadas; ${result.existing} já existiam.`
          : 'As categorias padrão já existiam.',
      )
      toast({ title: 'Categorias padrão prontas' })
    } catch (error) {
      log('error', error instanceof Error && error.message ? error.message : 'Erro desconhecido')
    }
  }

  async function createAdmin(values: CreateAdminValues) {
    setCreatingAdmin(true)
    log('info', `Criando a conta ${values.email}…`)
    try {
      const result = await createFirstAdmin(values)
      setBootstrapped(true)
      if (result.needsConfirmation) {
        log('warning', `Conta criada. Confirme o e-mail enviado para ${values.email} para entrar.`)
      } else if (result.role === 'admin') {
        log('success', `Administrador criado: ${values.email}.`)
        toast({ title: 'Administrador criado', description: values.email })
      } else {
        log('warning', 'Já existia um administrador: a conta foi criada como autor.')
      }
      await status.refetch()
    } catch (error) {
      // Another admin may exist by now: Auth then refuses the sign-up (invitation only).
      const message = signUpErrorMessage(error) || 'Erro desconhecido'
      log('error', message)
      toast({ title: 'Erro', description: message, variant: 'destructive' })
    } finally {
      setCreatingAdmin(false)
    }
  }

  return {
    status,
    lines,
    creatingAdmin,
    bootstrapped,
    creatingCategories: categories.isPending,
    recheck,
    createCategories,
    createAdmin,
  }
}
