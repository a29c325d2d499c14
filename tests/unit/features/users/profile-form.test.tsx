import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StaffProfile } from '@/features/users/api/profile-credentials'
import { ProfileForm } from '@/features/users/components/profile-form'
import { supabase } from '@/lib/supabase'
import { clearToasts, ToastList, toastList } from '../../../utils/toast-list'
import { renderWithProviders } from '../../render-with-providers'

const CARLA: StaffProfile = {
  id: 'author-carla',
  role: 'author',
  slug: 'carla-dias',
  full_name: 'Carla Dias',
  registry_council: null,
  registry_uf: null,
  registry_number: null,
  rqe: null,
  specialty: null,
  bio: null,
  avatar_url: null,
}

type Answer = { data: unknown; error: { code: string; message: string } | null }

/**
 * No database in jsdom: `from('profiles').update(...).eq('id', ...).select(...).maybeSingle()` answers
 * each save with the next of `answers`, as PostgREST would, and records what was sent.
 */
function fakeProfilesTable(answers: Answer[]) {
  const sent: Record<string, unknown>[] = []
  vi.spyOn(supabase, 'from').mockImplementation(() => {
    const query = {
      update: (values: Record<string, unknown>) => {
        sent.push(values)
        return query
      },
      eq: () => query,
      select: () => query,
      maybeSingle: async () => answers.shift() ?? { data: null, error: { code: 'XX000', message: 'no answer left' } },
    }
    return query as unknown as ReturnType<typeof supabase.from>
  })
  return { sent }
}

afterEach(() => {
  vi.restoreAllMocks()
  clearToasts()
})

const field = (label: string) => screen.getByLabelText(label)
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

describe('ProfileForm', () => {
  it('shows a check constraint the database refused (23514) at its field in pt-BR, keeping everything typed', async () => {
    const table = fakeProfilesTable([
      { data: null, error: { code: '23514', message: 'new row for relation "profiles" violates check constraint "profiles_registry_number"' } },
      { data: { ...CARLA, registry_council: 'CRO', registry_uf: 'MG', registry_number: '321', bio: 'Dentista.' }, error: null },
    ])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    render(<ToastList />)

    await userEvent.type(field('Registro profissional'), 'CRO-MG 321')
    await userEvent.type(field('Bio'), 'Dentista.')
    expect(screen.getByTestId('bio-count').textContent).toBe('9/500 caracteres')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))

    await waitFor(() => expect(errorOf('Registro profissional')).toBe('Registro inválido. Use o formato CRM-SP 123456.'))
    expect(field('Registro profissional')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Registro profissional')).toHaveValue('CRO-MG 321')
    expect(field('Bio')).toHaveValue('Dentista.')
    expect(toastList().getByText('Verifique os campos | Registro inválido. Use o formato CRM-SP 123456.')).toBeInTheDocument()
    expect(table.sent[0]).toEqual({
      full_name: 'Carla Dias',
      registry_council: 'CRO',
      registry_uf: 'MG',
      registry_number: '321',
      rqe: null,
      specialty: null,
      bio: 'Dentista.',
      avatar_url: null,
    })

    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))
    await waitFor(() => expect(toastList().getByText('Perfil salvo | As alterações foram salvas.')).toBeInTheDocument())
    expect(errorOf('Registro profissional')).toBeNull()
    expect(field('Registro profissional')).toHaveValue('CRO-MG 321')
  })

  it('does not send a malformed registry: the form says how to write it', async () => {
    const table = fakeProfilesTable([])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    await userEvent.type(field('Registro profissional'), 'CRM 12')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))
    await waitFor(() => expect(errorOf('Registro profissional')).toBe('Registro inválido. Use o formato CRM-SP 123456.'))
    expect(table.sent).toEqual([])
  })

  it('a refusal that is no field goes to the toast, the form unmarked', async () => {
    fakeProfilesTable([{ data: null, error: { code: '42501', message: 'Você não pode alterar este perfil.' } }])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    render(<ToastList />)
    await userEvent.type(field('Especialidade (opcional)'), 'Odontologia')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))
    await waitFor(() => expect(toastList().getByText('Erro ao salvar perfil | Você não pode alterar este perfil.')).toBeInTheDocument())
    expect(screen.queryByText('Registro inválido. Use o formato CRM-SP 123456.')).toBeNull()
    expect(field('Especialidade (opcional)')).toHaveValue('Odontologia')
  })
})
