// /admin/auto-fix: only the repairs that are safe to repeat — checking the installation, creating the
// default categories when some are missing — and a plain account of what it did and what it left.
import type { SetupStatus } from '@/lib/setup-status'
import type { Check, CheckOutcome } from '@/lib/checks'
import type { DiagnosticsTarget } from './checks'

async function readStatus(target: DiagnosticsTarget, expectedMigration: string | null): Promise<SetupStatus> {
  const { data, error } = await target.client.rpc('setup_status', {
    expected_migration: expectedMigration ?? undefined,
  })
  if (error) throw new Error(`setup_status falhou: ${error.message || 'Erro desconhecido'}`)
  return data as SetupStatus
}

/** What only a person can fix, as pt-BR advice. */
export function manualFixes(status: SetupStatus): string[] {
  const advice: string[] = []
  const { schema, security, admin } = status
  if (schema.missing_tables.length > 0 || schema.missing_functions.length > 0 || schema.expected_applied === false) {
    advice.push('Esquema incompleto: aplique as migrações (supabase db push, ou npm run local:reset no stack local).')
  }
  if (security.tables_without_rls.length > 0)
    advice.push(`Tabelas sem RLS: ${security.tables_without_rls.join(', ')}. Aplique as migrações.`)
  if (security.missing_storage_policies.length > 0 || !security.bucket)
    advice.push('Bucket post-images ou suas políticas ausentes: aplique as migrações.')
  if (!admin.ok) advice.push('Nenhum administrador: crie o primeiro em /admin/setup.')
  return advice
}

export function autoFixSteps(target: DiagnosticsTarget, expectedMigration: string | null): Check[] {
  let before: SetupStatus | null = null
  return [
    {
      id: 'verify',
      label: 'Verificar a instalação (setup_status)',
      run: async () => {
        before = await readStatus(target, expectedMigration)
        const ok = [before.schema.ok, before.categories.ok, before.security.ok, before.admin.ok].filter(Boolean).length
        return { status: ok === 4 ? 'success' : 'warning', details: `${ok} de 4 indicadores OK.` }
      },
    },
    {
      id: 'categories',
      label: 'Criar categorias padrão que faltam',
      run: async (): Promise<CheckOutcome> => {
        if (!before) return { status: 'error', details: 'A verificação falhou; nada foi alterado.' }
        if (before.categories.ok)
          return { status: 'success', details: 'Nada a fazer: as 4 categorias padrão já existem.' }
        if (!before.schema.ok) return { status: 'warning', details: 'Não executado: o esquema está incompleto.' }
        const { data, error } = await target.client.rpc('create_default_categories')
        if (error)
          return {
            status: 'error',
            details: `Não foi possível criar as categorias: ${error.message || 'Erro desconhecido'}`,
          }
        const result = data as { created: number; existing: number }
        return {
          status: 'success',
          details: `${result.created} categorias criadas (${before.categories.missing.join(', ')}); ${result.existing} já existiam.`,
        }
      },
    },
    {
      id: 'recheck',
      label: 'Verificar novamente',
      run: async () => {
        const after = await readStatus(target, expectedMigration)
        const advice = manualFixes(after)
        return advice.length === 0
          ? { status: 'success', details: 'Tudo certo: os 4 indicadores estão OK.' }
          : {
              status: 'warning',
              details: `Ainda precisa de uma pessoa:\n${advice.map((line) => `• ${line}`).join('\n')}`,
            }
      },
    },
  ]
}
