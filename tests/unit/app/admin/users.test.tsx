import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UsersRoute } from '@/app/routes/admin/users'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { Profile } from '@/features/auth/api/profile'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { supabase } from '@/lib/supabase'
import { clearToasts, ToastList } from '../../../utils/toast-list'
import { buildProfile, buildSession, buildUser, fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'

// No database in jsdom. Replaced at the supabase-js boundary: the profiles table (from('profiles')),
// rpc('delete_user_admin'), and the throw-away client's auth.signUp that creates accounts.
const signUp = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase-ephemeral', () => ({ createEphemeralClient: () => ({ auth: { signUp } }) }))

const ME = buildProfile({ id: 'admin-ana', full_name: 'Ana Souza', role: 'admin', created_at: '2025-01-10T12:00:00Z' })
const BRUNO = buildProfile({ id: 'editor-bruno', full_name: 'Bruno Lima', role: 'editor', created_at: '2025-02-01T12:00:00Z' })
const CARLA = buildProfile({ id: 'author-carla', full_name: 'Carla Dias', role: 'author', created_at: '2025-03-01T12:00:00Z' })

type DbError = { code: string; message: string }

/** Spies to put back after each test. */
const restores: Array<() => void> = []

/** An in-memory `profiles` table answering the queries the users page and the session make. */
function fakeProfilesTable(initial: Profile[]) {
  const table = {
    rows: initial.map((row) => ({ ...row })),
    lists: 0,
    updates: [] as Array<{ id: string; values: Partial<Profile> }>,
    failNextUpdate: null as DbError | null,
  }
  const from = vi.spyOn(supabase, 'from').mockImplementation(((name: string) => {
    if (name !== 'profiles') throw new Error(`unexpected table ${name}`)
    let id: string | null = null
    let patch: Partial<Profile> | null = null
    const query = {
      select: () => query,
      update: (values: Partial<Profile>) => {
        patch = values
        return query
      },
      eq: (column: string, value: string) => {
        if (column !== 'id') throw new Error(`unexpected filter ${column}`)
        id = value
        return query
      },
      order: async (column: string, { ascending }: { ascending: boolean }) => {
        if (column !== 'created_at') throw new Error(`unexpected order ${column}`)
        table.lists++
        const sorted = [...table.rows].sort((a, b) => a.created_at.localeCompare(b.created_at) * (ascending ? 1 : -1))
        return { data: sorted.map((row) => ({ ...row })), error: null }
      },
      single: async () => {
        const row = table.rows.find((candidate) => candidate.id === id)
        if (!row) return { data: null, error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' } }
        if (patch) {
          const failure = table.failNextUpdate
          table.failNextUpdate = null
          if (failure) return { data: null, error: failure }
          table.updates.push({ id: row.id, values: patch })
          Object.assign(row, patch)
        }
        return { data: { ...row }, error: null }
      },
    }
    return query
  }) as never)
  restores.push(() => from.mockRestore())
  return table
}

type Table = ReturnType<typeof fakeProfilesTable>

/** `delete_user_admin` answering `answer(id)`; a success removes the row, as the database does. */
function fakeDeleteUser(table: Table, answer: { success: boolean; error?: string }) {
  const rpc = vi.spyOn(supabase, 'rpc').mockImplementation((async (fn: string, args: { target_user_id: string }) => {
    if (fn !== 'delete_user_admin') throw new Error(`unexpected rpc ${fn}`)
    if (answer.success) table.rows = table.rows.filter((row) => row.id !== args.target_user_id)
    return { data: answer, error: null }
  }) as never)
  restores.push(() => rpc.mockRestore())
  return rpc
}

function renderUsersPage({ me = ME, others = [BRUNO, CARLA] }: { me?: Profile; others?: Profile[] } = {}) {
  fakeAuth(buildSession(buildUser({ id: me.id, email: 'ana.souza@example.com' })))
  const table = fakeProfilesTable([me, ...others])
  renderWithProviders(null, {
    url: '/admin/usuarios',
    routes: [
      {
        element: <StaffRoot />,
        children: [{ element: <RequireAuth />, children: [{ path: '/admin/usuarios', element: <UsersRoute /> }] }],
      },
    ],
  })
  render(<ToastList />)
  return table
}

beforeEach(() => {
  signUp.mockReset()
  signUp.mockRejectedValue(new Error('unexpected sign-up'))
})
afterEach(() => {
  restoreFakeAuth()
  for (const restore of restores.splice(0)) restore()
  clearToasts()
})

// While a modal dialog is open Radix hides the rest of the page from the accessibility tree (the real
// toaster announces through its own live region), so the toast list is looked up with `hidden: true`.
const toastList = () => within(screen.getByRole('list', { name: 'toasts', hidden: true }))
const cards = () => screen.getAllByTestId('user-card')
function cardOf(name: string) {
  const card = cards().find((candidate) => within(candidate).queryByText(name, { selector: 'p' }))
  if (!card) throw new Error(`no card for ${name}`)
  return within(card)
}
const dialog = () => screen.getByRole('dialog')

async function chooseRole(option: string) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Função' }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo Usuário' }))
  expect(within(dialog()).getByRole('heading', { name: 'Criar Novo Usuário' })).toBeInTheDocument()
}

async function fillCreate({ email = 'diego.reis@example.com', password = 'segredo123', name = 'Diego Reis' } = {}) {
  const form = within(dialog())
  await userEvent.type(form.getByLabelText('Email'), email)
  await userEvent.type(form.getByLabelText('Senha'), password)
  await userEvent.type(form.getByLabelText('Nome Completo'), name)
}

/** What the database trigger does on sign-up: a profile as author. */
function signUpCreates(table: Table, id: string) {
  signUp.mockImplementationOnce(async ({ options }: { options: { data: { full_name: string } } }) => {
    table.rows.push(buildProfile({ id, full_name: options.data.full_name, role: 'author', created_at: '2025-04-01T12:00:00Z' }))
    return { data: { user: { id }, session: null }, error: null }
  })
}

describe('Users page (/admin/usuarios)', () => {
  it('shows "Acesso Negado" to a signed-in editor and never reads the list', async () => {
    const table = renderUsersPage({ me: buildProfile({ id: 'admin-ana', role: 'editor' }) })
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument()
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Novo Usuário' })).not.toBeInTheDocument()
    expect(table.lists).toBe(0)
  })

  it('lists every account newest first with its role and creation date, with no "Excluir" on the admin\'s own card', async () => {
    renderUsersPage()
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(cards()[0]).toHaveTextContent('Carla Dias')
    expect(cards()[1]).toHaveTextContent('Bruno Lima')
    expect(cards()[2]).toHaveTextContent('Ana Souza')
    expect(cardOf('Carla Dias').getByText('Autor')).toBeInTheDocument()
    expect(cardOf('Bruno Lima').getByText('Editor')).toBeInTheDocument()
    expect(cardOf('Bruno Lima').getByText('Criado em 01/02/2025')).toBeInTheDocument()
    expect(cardOf('Ana Souza').getByText('Administrador')).toBeInTheDocument()
    expect(cardOf('Ana Souza').queryByRole('button', { name: 'Excluir Ana Souza' })).not.toBeInTheDocument()
    expect(cardOf('Ana Souza').getByRole('button', { name: 'Editar Ana Souza' })).toBeInTheDocument()
    expect(cardOf('Bruno Lima').getByRole('button', { name: 'Excluir Bruno Lima' })).toBeInTheDocument()
  })

  describe('"Criar Novo Usuário"', () => {
    it('shows the form\'s messages for empty and invalid fields and creates nothing; "Cancelar" closes it', async () => {
      renderUsersPage()
      await openCreate()
      const form = within(dialog())
      await userEvent.click(form.getByRole('button', { name: 'Criar Usuário' }))
      expect(await form.findByText('Informe o e-mail.')).toBeInTheDocument()
      expect(form.getByText('Informe a senha.')).toBeInTheDocument()
      expect(form.getByText('Informe o nome completo.')).toBeInTheDocument()
      await fillCreate({ email: 'diego@', password: '12345' })
      await userEvent.click(form.getByRole('button', { name: 'Criar Usuário' }))
      expect(await form.findByText('Digite um e-mail válido.')).toBeInTheDocument()
      expect(form.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeInTheDocument()
      expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
      await userEvent.click(form.getByRole('button', { name: 'Cancelar' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(signUp).not.toHaveBeenCalled()
    })

    it('signs the person up with name, then sets the chosen role, says "Usuário criado com sucesso!", closes and lists the account', async () => {
      const table = renderUsersPage()
      signUpCreates(table, 'editor-diego')
      await openCreate()
      await fillCreate()
      await chooseRole('Editor')
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Sucesso | Usuário criado com sucesso!')).toBeInTheDocument()
      expect(signUp).toHaveBeenCalledExactlyOnceWith({ email: 'diego.reis@example.com', password: 'segredo123', options: { data: { full_name: 'Diego Reis' } } })
      expect(table.updates).toEqual([{ id: 'editor-diego', values: { full_name: 'Diego Reis', role: 'editor' } }])
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(await screen.findByText('Diego Reis', { selector: 'p' })).toBeInTheDocument()
      expect(cardOf('Diego Reis').getByText('Editor')).toBeInTheDocument()
    })

    it('leaves a new author\'s role to the database (no update) when "Autor" stays chosen', async () => {
      const table = renderUsersPage()
      signUpCreates(table, 'author-diego')
      await openCreate()
      expect(within(dialog()).getByRole('combobox', { name: 'Função' })).toHaveTextContent('Autor')
      await fillCreate()
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Sucesso | Usuário criado com sucesso!')).toBeInTheDocument()
      expect(signUp).toHaveBeenCalledTimes(1)
      expect(table.updates).toEqual([])
    })

    it('keeps the dialog open with the typed values and says why when the e-mail already has an account', async () => {
      renderUsersPage()
      signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error: { code: 'user_already_exists', message: 'User already registered', status: 422 } })
      await openCreate()
      await fillCreate({ email: 'bruno.lima@example.com', name: 'Bruno Lima' })
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Erro | Já existe uma conta com este e-mail.')).toBeInTheDocument()
      const form = within(dialog())
      expect(form.getByLabelText('Email')).toHaveValue('bruno.lima@example.com')
      expect(form.getByLabelText('Nome Completo')).toHaveValue('Bruno Lima')
      expect(form.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled()
    })
  })

  describe('"Editar Usuário"', () => {
    it('opens with the name and role filled in, refuses an empty name, saves name and role and shows them on the card', async () => {
      const table = renderUsersPage()
      await userEvent.click(await screen.findByRole('button', { name: 'Editar Bruno Lima' }))
      const form = within(dialog())
      expect(form.getByRole('heading', { name: 'Editar Usuário' })).toBeInTheDocument()
      expect(form.getByText('editor-bruno')).toBeInTheDocument()
      const name = form.getByLabelText('Nome Completo')
      expect(name).toHaveValue('Bruno Lima')
      expect(form.getByRole('combobox', { name: 'Função' })).toHaveTextContent('Editor')

      await userEvent.clear(name)
      await userEvent.click(form.getByRole('button', { name: 'Salvar Alterações' }))
      expect(await form.findByText('Informe o nome completo.')).toBeInTheDocument()
      expect(table.updates).toEqual([])

      await userEvent.type(name, 'Bruno Lima Souza')
      await chooseRole('Administrador')
      await userEvent.click(form.getByRole('button', { name: 'Salvar Alterações' }))
      expect(await toastList().findByText('Sucesso | Usuário atualizado com sucesso!')).toBeInTheDocument()
      expect(table.updates).toEqual([{ id: 'editor-bruno', values: { full_name: 'Bruno Lima Souza', role: 'admin' } }])
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(await screen.findByText('Bruno Lima Souza', { selector: 'p' })).toBeInTheDocument()
      expect(cardOf('Bruno Lima Souza').getByText('Administrador')).toBeInTheDocument()
    })

    it('stays open with the typed name and raises the database\'s reason when saving fails', async () => {
      const table = renderUsersPage()
      table.failNextUpdate = { code: '42501', message: 'Apenas administradores podem alterar funções' }
      await userEvent.click(await screen.findByRole('button', { name: 'Editar Carla Dias' }))
      const name = within(dialog()).getByLabelText('Nome Completo')
      await userEvent.type(name, ' Rocha')
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Salvar Alterações' }))
      expect(await toastList().findByText('Erro | Apenas administradores podem alterar funções')).toBeInTheDocument()
      expect(within(dialog()).getByLabelText('Nome Completo')).toHaveValue('Carla Dias Rocha')
      expect(cardOf('Carla Dias').getByText('Autor')).toBeInTheDocument()
    })
  })

  describe('"Excluir usuário"', () => {
    it('asks first, then deletes through delete_user_admin, says "Usuário excluído com sucesso!" and drops the card', async () => {
      const table = renderUsersPage()
      const rpc = fakeDeleteUser(table, { success: true })
      await userEvent.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }))
      const confirm = within(screen.getByRole('alertdialog', { name: 'Excluir usuário' }))
      expect(confirm.getByText('Tem certeza que deseja excluir este usuário?')).toBeInTheDocument()
      expect(confirm.getByText('Bruno Lima')).toBeInTheDocument()
      expect(rpc).not.toHaveBeenCalled()

      await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
      expect(await toastList().findByText('Sucesso | Usuário excluído com sucesso!')).toBeInTheDocument()
      expect(rpc).toHaveBeenCalledExactlyOnceWith('delete_user_admin', { target_user_id: 'editor-bruno' })
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      await waitFor(() => expect(cards()).toHaveLength(2))
      expect(screen.queryByText('Bruno Lima', { selector: 'p' })).not.toBeInTheDocument()
    })

    it('keeps the confirmation open with the database\'s refusal; "Cancelar" closes it and the account stays', async () => {
      const table = renderUsersPage()
      fakeDeleteUser(table, { success: false, error: 'Não é possível excluir o último administrador' })
      await userEvent.click(await screen.findByRole('button', { name: 'Excluir Carla Dias' }))
      const confirm = within(screen.getByRole('alertdialog', { name: 'Excluir usuário' }))
      await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
      expect(await confirm.findByRole('alert')).toHaveTextContent('Não é possível excluir o último administrador')
      expect(toastList().getByText('Erro | Não é possível excluir o último administrador')).toBeInTheDocument()
      await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(cards()).toHaveLength(3)
    })
  })
})
