import { zodResolver } from '@hookform/resolvers/zod'
import { Copy } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/zod'
import { CheckList } from '@/components/feedback/check-list'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/hooks/use-toast'
import { envLines, reconfigureChecks } from '@/features/diagnostics/api/checks'
import { DiagnosticFrame } from '@/features/diagnostics/components/diagnostic-page'
import { runChecks, type Check, type CheckResult } from '@/lib/checks'

const schema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Informe a URL do projeto Supabase.')
    .refine(
      (value) => /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value),
      'Digite uma URL válida, como https://xyz.supabase.co.',
    ),
  anonKey: z.string().trim().min(1, 'Informe a chave anon (pública) do projeto.'),
})
type Values = z.infer<typeof schema>

/**
 * /admin/reconfigure: checks a new Supabase URL and anon key against that API, then prints the .env
 * lines to copy. The key lives only in this form's state: never saved, never sent anywhere but there.
 */
export function ReconfigureRoute() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '', anonKey: '' } })
  const { errors, isSubmitting } = form.formState
  const [checked, setChecked] = useState<{ values: Values; checks: Check[] } | null>(null)
  const [results, setResults] = useState<Record<string, CheckResult>>({})

  async function validate(values: Values) {
    const checks = reconfigureChecks(values.url, values.anonKey)
    setChecked({ values, checks })
    setResults({})
    await runChecks(checks, (id, result) => setResults((current) => ({ ...current, [id]: result })))
  }

  const done = checked && checked.checks.every((check) => results[check.id] && results[check.id].status !== 'running')
  const valid = done && checked.checks.every((check) => results[check.id].status === 'success')
  const lines = checked ? envLines(checked.values.url, checked.values.anonKey) : ''

  async function copy() {
    try {
      await navigator.clipboard.writeText(lines)
      toast({ title: 'Linhas copiadas' })
    } catch {
      toast({ title: 'Erro ao copiar.', variant: 'destructive' })
    }
  }

  return (
    <DiagnosticFrame
      title="Reconfigurar"
      description="Valide a URL e a chave anon de outro projeto Supabase antes de apontar o app para ele. Nada é salvo: o resultado são linhas para o arquivo .env."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(validate)}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <FormField label="URL do Supabase" error={errors.url?.message}>
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://xyz.supabase.co"
              {...form.register('url')}
            />
          )}
        </FormField>
        <FormField label="Chave anon" error={errors.anonKey?.message}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              {...form.register('anonKey')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Validando...' : 'Validar configuração'}
        </Button>
      </form>

      {checked ? <CheckList checks={checked.checks} results={results} label="Validação" /> : null}

      {done ? (
        valid ? (
          <section
            aria-label="Linhas para o .env"
            className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-4"
          >
            <p role="status" className="text-sm text-green-900">
              Configuração válida. Copie estas linhas para o arquivo .env e gere o app de novo (npm run build); as
              variáveis VITE_ são fixadas no build.
            </p>
            <pre
              className="overflow-x-auto rounded bg-white p-3 font-mono text-xs text-slate-900"
              data-testid="env-lines"
            >
              {lines}
            </pre>
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copiar linhas
            </Button>
          </section>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900">
            A configuração não é válida: corrija o que falhou acima e valide de novo.
          </p>
        )
      ) : null}
    </DiagnosticFrame>
  )
}
