import { useWatch } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { Profile } from '@/lib/auth/profile'
import { formatShortDate } from '@/lib/dates'
import { ChoiceSelect, SidebarCard, type PostForm } from '@/features/posts/components/post-editor/sidebar-parts'

/** A staff member as the editor's choices know them; a registry an admin verified makes them a technical reviewer. */
export type StaffChoice = Profile & { registry_verified_at?: string | null }

const byName = (a: StaffChoice, b: StaffChoice) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'pt-BR')
const nameOf = (staff: StaffChoice[], id: string) => staff.find((member) => member.id === id)?.full_name || 'Usuário'

function PersonSelect({
  form,
  name,
  label,
  people,
  empty,
}: {
  form: PostForm
  name: 'editor_id' | 'technical_reviewer_id'
  label: string
  people: StaffChoice[]
  empty?: string
}) {
  const options = people.map((person) => ({ value: person.id, label: person.full_name || 'Usuário' }))
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(field) => (
        <>
          <ChoiceSelect form={form} name={name} trigger={field} none="Nenhum" options={options} />
          {people.length === 0 && empty ? <p className="text-xs text-slate-600">{empty}</p> : null}
        </>
      )}
    </FormField>
  )
}

/** What an author sees: who answers for the post and by when, without changing it. */
function AssignmentSummary({ form, staff }: { form: PostForm; staff: StaffChoice[] }) {
  const [editorId, reviewerId, dueDate] = useWatch({
    control: form.control,
    name: ['editor_id', 'technical_reviewer_id', 'due_date'],
  })
  const rows = [
    ['Editor responsável', editorId ? nameOf(staff, editorId) : 'Nenhum'],
    ['Revisor técnico', reviewerId ? nameOf(staff, reviewerId) : 'Nenhum'],
    // A day, not an instant: "2026-12-10" reads as that day wherever the browser is.
    ['Prazo', dueDate ? formatShortDate(dueDate) : 'Sem prazo'],
  ]
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * "Responsáveis": the post's editor, its technical reviewer (someone whose registry an admin verified)
 * and its due date. Editors and admins set them; everyone else sees them (posts_guard_assignment).
 */
export function AssignmentCard({
  form,
  staff,
  canAssign,
}: {
  form: PostForm
  staff: StaffChoice[]
  canAssign: boolean
}) {
  const sorted = staff.slice().sort(byName)
  return (
    <SidebarCard title="Responsáveis" className="space-y-4">
      {canAssign ? (
        <>
          <PersonSelect
            form={form}
            name="editor_id"
            label="Editor responsável"
            people={sorted.filter((person) => person.role === 'editor' || person.role === 'admin')}
          />
          <PersonSelect
            form={form}
            name="technical_reviewer_id"
            label="Revisor técnico"
            people={sorted.filter((person) => person.registry_verified_at)}
            empty="Ninguém tem registro profissional verificado ainda: um administrador verifica registros em Usuários."
          />
          <FormField label="Prazo" error={form.formState.errors.due_date?.message}>
            {(field) => <Input {...field} type="date" {...form.register('due_date')} />}
          </FormField>
        </>
      ) : (
        <AssignmentSummary form={form} staff={staff} />
      )}
    </SidebarCard>
  )
}
