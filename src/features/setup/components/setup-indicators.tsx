import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import type { SetupStatus } from '@/lib/setup-status'
import { cn } from '@/lib/cn'

interface Indicator {
  key: keyof SetupStatus
  label: string
  ok: boolean
  details: string
}

function indicators(status: SetupStatus): Indicator[] {
  const { schema, categories, security, admin } = status
  const schemaProblems = [
    schema.missing_tables.length ? `Tabelas ausentes: ${schema.missing_tables.join(', ')}` : '',
    schema.missing_functions.length ? `Funções ausentes: ${schema.missing_functions.join(', ')}` : '',
    schema.expected_applied === false
      ? `Migração ${schema.expected_migration} ainda não aplicada (rode "supabase db push")`
      : '',
  ].filter(Boolean)
  const securityProblems = [
    security.tables_without_rls.length ? `Tabelas sem RLS: ${security.tables_without_rls.join(', ')}` : '',
    security.missing_storage_policies.length
      ? `Políticas de storage ausentes: ${security.missing_storage_policies.join(', ')}`
      : '',
    security.bucket ? '' : 'Bucket público "post-images" ausente',
  ].filter(Boolean)
  return [
    {
      key: 'schema',
      label: 'Esquema do banco de dados',
      ok: schema.ok,
      details: schema.ok
        ? `Tabelas e funções presentes; última migração: ${schema.latest_migration ?? 'desconhecida'}`
        : schemaProblems.join(' · '),
    },
    {
      key: 'categories',
      label: 'Categorias padrão',
      ok: categories.ok,
      details: categories.ok
        ? 'Pesquisas, Tratamentos, Legislação e Notícias presentes'
        : `Ausentes: ${categories.missing.join(', ')}`,
    },
    {
      key: 'security',
      label: 'Políticas de segurança (RLS)',
      ok: security.ok,
      details: security.ok
        ? 'RLS ativa em todas as tabelas; políticas do storage presentes'
        : securityProblems.join(' · '),
    },
    {
      key: 'admin',
      label: 'Usuário administrador',
      ok: admin.ok,
      details: admin.ok ? 'Existe pelo menos um administrador' : 'Nenhum administrador: crie o primeiro abaixo',
    },
  ]
}

/** The four indicators of the database status card; red when unknown (not connected). */
export function SetupIndicators({ status, checking }: { status: SetupStatus | undefined; checking: boolean }) {
  const list: Indicator[] = status
    ? indicators(status)
    : [
        { key: 'schema', label: 'Esquema do banco de dados', ok: false, details: 'Não verificado' },
        { key: 'categories', label: 'Categorias padrão', ok: false, details: 'Não verificado' },
        { key: 'security', label: 'Políticas de segurança (RLS)', ok: false, details: 'Não verificado' },
        { key: 'admin', label: 'Usuário administrador', ok: false, details: 'Não verificado' },
      ]
  return (
    <ul className="divide-y divide-slate-100" aria-busy={checking}>
      {list.map((item) => (
        <li
          key={item.key}
          className="flex items-start gap-3 py-3"
          data-testid={`setup-${item.key}`}
          data-state={item.ok ? 'ok' : 'fail'}
        >
          {checking ? (
            <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-slate-400" aria-hidden="true" />
          ) : item.ok ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {item.label}:{' '}
              <span className={cn(item.ok ? 'text-green-700' : 'text-red-700')}>{item.ok ? 'OK' : 'Pendente'}</span>
            </p>
            <p className="text-sm break-words text-slate-600">{item.details}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
