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
  registry_verified_at: null,
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
      {
        data: null,
        error: {
          code: '23514',
          message: 'new row for relation "profiles" violates check constraint "profiles_registry_number"',
        },
      },
      {
        data: { ...CARLA, registry_council: 'CRO', registry_uf: 'MG', registry_number: '321', bio: 'Dentista.' },
        error: null,
      },
    ])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    render(<ToastList />)

    await userEvent.type(field('Registro profissional'), 'CRO-MG 321')
    await userEvent.type(field('Bio'), 'Dentista.')
    expect(screen.getByTestId('bio-count').textContent).toBe('9/500 caracteres')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))

    await waitFor(() =>
      expect(errorOf('Registro profissional')).toBe('Registro inválido. Use o formato CRM-SP 123456.'),
    )
    expect(field('Registro profissional')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Registro profissional')).toHaveValue('CRO-MG 321')
    expect(field('Bio')).toHaveValue('Dentista.')
    expect(
      toastList().getByText('Verifique os campos | Registro inválido. Use o formato CRM-SP 123456.'),
    ).toBeInTheDocument()
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
    await waitFor(() =>
      expect(errorOf('Registro profissional')).toBe('Registro inválido. Use o formato CRM-SP 123456.'),
    )
    expect(table.sent).toEqual([])
  })

  it('a refusal that is no field goes to the toast, the form unmarked', async () => {
    fakeProfilesTable([{ data: null, error: { code: '42501', message: 'Você não pode alterar este perfil.' } }])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    render(<ToastList />)
    await userEvent.type(field('Especialidade (opcional)'), 'Odontologia')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))
    await waitFor(() =>
      expect(toastList().getByText('Erro ao salvar perfil | Você não pode alterar este perfil.')).toBeInTheDocument(),
    )
    expect(screen.queryByText('Registro inválido. Use o formato CRM-SP 123456.')).toBeNull()
    expect(field('Especialidade (opcional)')).toHaveValue('Odontologia')
  })
})

describe('ProfileForm: where the registry stands', () => {
  const status = () => screen.queryByTestId('registry-status')
  const DECLARED = {
    ...CARLA,
    registry_council: 'CRM',
    registry_uf: 'SP',
    registry_number: '123456',
    rqe: '4567',
    specialty: 'Neurologia',
  }

  it('says nothing about verification when there is no registry', () => {
    renderWithProviders(<ProfileForm profile={CARLA} />)
    expect(status()).toBeNull()
  })

  it('says "Registro aguardando verificação" for a stored registry no admin has verified', () => {
    renderWithProviders(<ProfileForm profile={DECLARED} />)
    expect(status()).toHaveTextContent('Registro aguardando verificação.')
    expect(status()).toHaveTextContent(
      'Até lá, o registro não aparece na página do autor e não permite assinar revisões técnicas.',
    )
  })

  it('after saving a new registry the notice says it waits for verification', async () => {
    fakeProfilesTable([{ data: { ...DECLARED, registry_verified_at: null }, error: null }])
    renderWithProviders(<ProfileForm profile={CARLA} />)
    await userEvent.type(field('Registro profissional'), 'CRM-SP 123456')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }))
    await waitFor(() => expect(status()).toHaveTextContent('Registro aguardando verificação.'))
  })

  it('a verified registry says when; changing it in the form warns that saving sends it back to wait', async () => {
    renderWithProviders(<ProfileForm profile={{ ...DECLARED, registry_verified_at: '2026-11-20T15:00:00Z' }} />)
    expect(status()).toHaveTextContent('Registro verificado em 20/11/2026.')
    expect(status()).not.toHaveTextContent('volta a aguardar verificação')
    await userEvent.clear(field('RQE (opcional)'))
    await userEvent.type(field('RQE (opcional)'), '9999')
    expect(status()).toHaveTextContent(
      'Ao salvar a alteração do registro, RQE ou especialidade, ele volta a aguardar verificação.',
    )
  })
})
