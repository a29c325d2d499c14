import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UsersRoute } from '@/app/routes/admin/users'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { Profile } from '@/lib/auth/profile'
import { RequireAuth } from '@/features/auth/components/require-auth'
import type { Invitation } from '@/features/users/api/invitation-types'
import { INVITATION_ONLY_MESSAGE } from '@/lib/auth/auth-messages'
import type { StaffMember } from '@/features/users/api/users'
import { clearToasts, ToastList } from '../../../utils/toast-list'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'
import { fakeStaffDb, linkSecretOf, restoreStaffDb, type StaffDb } from './fake-staff-db'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

// No database in jsdom: the users page's tables and functions are an in-memory copy at the supabase-js
// boundary (fake-staff-db.ts), and the throw-away client's auth.signUp that creates accounts is a spy.
const signUp = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase-ephemeral', () => ({ ephemeralClient: () => ({ auth: { signUp } }) }))

const ME = buildProfile({ id: 'admin-ana', full_name: 'Ana Souza', role: 'admin', created_at: '2025-01-10T12:00:00Z' })
const BRUNO = buildProfile({
  id: 'editor-bruno',
  full_name: 'Bruno Lima',
  role: 'editor',
  created_at: '2025-02-01T12:00:00Z',
})
const CARLA = buildProfile({
  id: 'author-carla',
  full_name: 'Carla Dias',
  role: 'author',
  created_at: '2025-03-01T12:00:00Z',
})

function renderUsersPage({
  me = ME,
  others = [BRUNO, CARLA],
  invitations = [],
}: { me?: Profile; others?: Array<Profile & Partial<StaffMember>>; invitations?: Invitation[] } = {}) {
  fakeAuth(buildSession(buildUser({ id: me.id, email: 'ana.souza@example.com' })))
  const db = fakeStaffDb({
    profiles: [me, ...others],
    invitations,
    accounts: ['ana.souza@example.com', 'bruno.lima@example.com', 'carla.dias@example.com'],
    emails: {
      'admin-ana': 'ana.souza@example.com',
      'editor-bruno': 'bruno.lima@example.com',
      'author-carla': 'carla.dias@example.com',
    },
  })
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
  return db
}

beforeEach(() => {
  signUp.mockReset()
  signUp.mockRejectedValue(new Error('unexpected sign-up'))
})
afterEach(() => {
  restoreFakeAuth()
  restoreStaffDb()
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

/**
 * What Auth and the database do on sign-up: the hook lets in only an e-mail with a pending invitation
 * (403 with its pt-BR message otherwise), and the trigger gives the profile the invitation's role.
 */
function signUpAsAuthDoes(db: StaffDb, id: string) {
  signUp.mockImplementationOnce(
    async ({
      email,
      options,
    }: {
      email: string
      options: { data: { full_name: string; invitation_secret?: string } }
    }) => {
      const profile = db.acceptInvitation(email, id, options.data.full_name, options.data.invitation_secret)
      if (!profile) {
        return {
          data: { user: null, session: null },
          error: { code: 'unknown', status: 403, message: INVITATION_ONLY_MESSAGE },
        }
      }
      return { data: { user: { id }, session: null }, error: null }
    },
  )
}

describe('Users page (/admin/usuarios)', () => {
  it('shows "Acesso negado" to a signed-in editor and never reads the list or the invitations', async () => {
    const db = renderUsersPage({ me: buildProfile({ id: 'admin-ana', role: 'editor' }) })
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument()
    expect(screen.getByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Novo Usuário' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Convidar' })).not.toBeInTheDocument()
    expect(db.reads).toEqual({ profiles: 0, invitations: 0 })
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

  it("shows each person's e-mail on their card (staff_emails)", async () => {
    renderUsersPage()
    await waitFor(() =>
      expect(cardOf('Carla Dias').getByTestId('user-email')).toHaveTextContent('carla.dias@example.com'),
    )
    expect(cardOf('Bruno Lima').getByTestId('user-email')).toHaveTextContent('bruno.lima@example.com')
    expect(cardOf('Ana Souza').getByTestId('user-email')).toHaveTextContent('ana.souza@example.com')
  })

  it('locks the admin\'s own role in "Editar Usuário" and says why; someone else\'s stays editable', async () => {
    renderUsersPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Ana Souza' }))
    const own = within(dialog()).getByRole('combobox', { name: 'Função' })
    expect(own).toBeDisabled()
    expect(own).toHaveAccessibleDescription('Você não pode alterar a sua própria função.')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Bruno Lima' }))
    expect(within(dialog()).getByRole('combobox', { name: 'Função' })).toBeEnabled()
  })

  describe('"Criar Novo Usuário" (through an invitation)', () => {
    it('shows the form\'s messages for empty and invalid fields and creates nothing; "Cancelar" closes it', async () => {
      const db = renderUsersPage()
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
      expect(db.calls).toEqual([])
    })

    it('invites the e-mail with the chosen role and no e-mail, then signs the person up; the role comes from the invitation (no role update)', async () => {
      const db = renderUsersPage()
      signUpAsAuthDoes(db, 'editor-diego')
      await openCreate()
      await fillCreate()
      await chooseRole('Editor')
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Sucesso | Usuário criado com sucesso!')).toBeInTheDocument()
      expect(db.calls).toEqual([
        ['invite_staff_for_signup', { p_email: 'diego.reis@example.com', p_role: 'editor', p_full_name: 'Diego Reis' }],
      ])
      const [invited] = db.invitations
      expect(signUp).toHaveBeenCalledExactlyOnceWith({
        email: 'diego.reis@example.com',
        password: 'segredo123',
        options: { data: { full_name: 'Diego Reis', invitation_secret: linkSecretOf(invited.id) } },
      })
      expect(db.profileUpdates).toEqual([])
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await waitFor(() => expect(cards()).toHaveLength(4))
      expect(cardOf('Diego Reis').getByText('Editor')).toBeInTheDocument()
      // The invitation shows as used in "Convites".
      const invitation = await screen.findByTestId('invitation-card')
      expect(invitation).toHaveTextContent('diego.reis@example.com')
      expect(within(invitation).getByText('aceito')).toBeInTheDocument()
    })

    it('invites as "Autor" when the default role stays chosen', async () => {
      const db = renderUsersPage()
      signUpAsAuthDoes(db, 'author-diego')
      await openCreate()
      expect(within(dialog()).getByRole('combobox', { name: 'Função' })).toHaveTextContent('Autor')
      await fillCreate()
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Sucesso | Usuário criado com sucesso!')).toBeInTheDocument()
      expect(db.calls).toEqual([['invite_staff_for_signup', expect.objectContaining({ p_role: 'author' })]])
      expect(signUp).toHaveBeenCalledTimes(1)
      expect(db.profileUpdates).toEqual([])
    })

    it('keeps the dialog open with the typed values and says why at the e-mail when it already has an account; nobody is signed up', async () => {
      const db = renderUsersPage()
      await openCreate()
      await fillCreate({ email: 'bruno.lima@example.com', name: 'Bruno Lima' })
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Erro | Já existe uma conta com este e-mail.')).toBeInTheDocument()
      const form = within(dialog())
      expect(form.getByText('Já existe uma conta com este e-mail.')).toBeInTheDocument()
      expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
      expect(form.getByLabelText('Email')).toHaveValue('bruno.lima@example.com')
      expect(form.getByLabelText('Nome Completo')).toHaveValue('Bruno Lima')
      expect(form.getByRole('button', { name: 'Criar Usuário' })).toBeEnabled()
      expect(signUp).not.toHaveBeenCalled()
      expect(db.calls.map(([fn]) => fn)).toEqual(['invite_staff_for_signup'])
    })

    it('revokes the invitation it just made when the sign-up fails, shows why and keeps the dialog with the values', async () => {
      const db = renderUsersPage()
      signUp.mockResolvedValueOnce({
        data: { user: null, session: null },
        error: { code: 'weak_password', status: 422, message: 'Password should be at least 6 characters.' },
      })
      await openCreate()
      await fillCreate()
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(await toastList().findByText('Erro | A senha deve ter pelo menos 6 caracteres.')).toBeInTheDocument()
      const [invited] = db.invitations
      expect(db.calls).toEqual([
        ['invite_staff_for_signup', expect.objectContaining({ p_email: 'diego.reis@example.com' })],
        ['revoke_staff_invitation', { p_id: invited.id }],
      ])
      expect(invited.state).toBe('revoked')
      const form = within(dialog())
      expect(form.getByLabelText('Email')).toHaveValue('diego.reis@example.com')
      expect(form.getByLabelText('Nome Completo')).toHaveValue('Diego Reis')
      expect(cards()).toHaveLength(3)
      // Nothing is left pending: the list shows the invitation revoked.
      expect(await within(await screen.findByTestId('invitation-card')).findByText('revogado')).toBeInTheDocument()
    })

    it("still shows the sign-up's reason when the sign-up cannot reach the server and revoking fails too", async () => {
      const db = renderUsersPage()
      signUp.mockRejectedValueOnce(new TypeError('Failed to fetch'))
      db.failNext.revoke_staff_invitation = { code: '08006', message: 'connection failure' }
      await openCreate()
      await fillCreate()
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Criar Usuário' }))
      expect(
        await toastList().findByText(
          'Erro | Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
        ),
      ).toBeInTheDocument()
      expect(db.calls.map(([fn]) => fn)).toEqual(['invite_staff_for_signup', 'revoke_staff_invitation'])
      expect(within(dialog()).getByLabelText('Email')).toHaveValue('diego.reis@example.com')
    })
  })

  describe('"Editar Usuário"', () => {
    it('opens with the name and role filled in, refuses an empty name, saves name and role and shows them on the card', async () => {
      const db = renderUsersPage()
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
      expect(db.profileUpdates).toEqual([])

      await userEvent.type(name, 'Bruno Lima Souza')
      await chooseRole('Administrador')
      await userEvent.click(form.getByRole('button', { name: 'Salvar Alterações' }))
      expect(await toastList().findByText('Sucesso | Usuário atualizado com sucesso!')).toBeInTheDocument()
      expect(db.profileUpdates).toEqual([
        { id: 'editor-bruno', values: { full_name: 'Bruno Lima Souza', role: 'admin' } },
      ])
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(await screen.findByText('Bruno Lima Souza', { selector: 'p' })).toBeInTheDocument()
      expect(cardOf('Bruno Lima Souza').getByText('Administrador')).toBeInTheDocument()
    })

    it("stays open with the typed name and raises the database's reason when saving fails", async () => {
      const db = renderUsersPage()
      db.failNextUpdate = { code: '42501', message: 'Apenas administradores podem alterar funções' }
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
      const db = renderUsersPage()
      await userEvent.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }))
      const confirm = within(screen.getByRole('alertdialog', { name: 'Excluir usuário' }))
      expect(confirm.getByText('Tem certeza que deseja excluir este usuário?')).toBeInTheDocument()
      expect(confirm.getByText('Bruno Lima')).toBeInTheDocument()
      expect(db.calls).toEqual([])

      await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
      expect(await toastList().findByText('Sucesso | Usuário excluído com sucesso!')).toBeInTheDocument()
      expect(db.calls).toEqual([['delete_user_admin', { target_user_id: 'editor-bruno' }]])
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      await waitFor(() => expect(cards()).toHaveLength(2))
      expect(screen.queryByText('Bruno Lima', { selector: 'p' })).not.toBeInTheDocument()
    })

    it('keeps the confirmation open with the database\'s refusal; "Cancelar" closes it and the account stays', async () => {
      const db = renderUsersPage()
      db.deleteAnswer = { success: false, error: 'Não é possível excluir o último administrador' }
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

  describe('verifying a registry', () => {
    const declared = {
      registry_council: 'CRM',
      registry_uf: 'SP',
      registry_number: '123456',
      rqe: '4567',
      specialty: 'Neurologia',
    }
    const CARLA_CRM = { ...CARLA, ...declared, registry_verified_at: null, registry_verified_by: null }

    it('shows what the person declared, "Registro aguardando verificação" and a link to CFM\'s public lookup; nothing for someone without a registry', async () => {
      renderUsersPage({ others: [BRUNO, CARLA_CRM] })
      await screen.findAllByTestId('user-card')
      const carla = cardOf('Carla Dias')
      expect(await carla.findByText('CRM-SP 123456 · RQE 4567 · Neurologia')).toBeInTheDocument()
      expect(carla.getByText('Registro aguardando verificação')).toBeInTheDocument()
      const lookup = carla.getByRole('link', { name: 'Consultar CRM-SP 123456 no CFM (abre em nova aba)' })
      expect(lookup).toHaveAttribute('href', 'https://portal.cfm.org.br/busca-medicos/')
      expect(lookup).toHaveAttribute('target', '_blank')
      expect(lookup).toHaveAttribute('rel', 'noopener noreferrer')
      expect(cardOf('Bruno Lima').queryByTestId('user-registry')).toBeNull()
      expect(cardOf('Bruno Lima').queryByRole('button', { name: /Verificar registro/ })).toBeNull()
    })

    it('links no lookup for a council whose public lookup was not verified', async () => {
      renderUsersPage({ others: [{ ...CARLA_CRM, registry_council: 'CRF', rqe: null, specialty: null }] })
      await screen.findAllByTestId('user-card')
      const carla = cardOf('Carla Dias')
      expect(await carla.findByText('Confira no site do conselho regional.')).toBeInTheDocument()
      expect(carla.queryByRole('link', { name: /Consultar/ })).toBeNull()
    })

    it('"Verificar registro" asks first, then sends the registry as shown and shows who verified it and when', async () => {
      const db = renderUsersPage({ others: [BRUNO, CARLA_CRM] })
      await userEvent.click(await screen.findByRole('button', { name: 'Verificar registro de Carla Dias' }))
      const confirm = within(screen.getByRole('alertdialog', { name: 'Verificar registro' }))
      expect(confirm.getByText(/CRM-SP 123456 · RQE 4567 · Neurologia/)).toBeInTheDocument()
      expect(db.calls).toEqual([])
      await userEvent.click(confirm.getByRole('button', { name: 'Verificar registro' }))
      expect(await toastList().findByText('Registro verificado | Carla Dias — CRM-SP 123456')).toBeInTheDocument()
      expect(db.calls).toEqual([
        [
          'verify_profile_registry',
          {
            p_profile_id: 'author-carla',
            p_council: 'CRM',
            p_uf: 'SP',
            p_number: '123456',
            p_rqe: '4567',
            p_specialty: 'Neurologia',
          },
        ],
      ])
      expect(
        await cardOf('Carla Dias').findByText('Registro verificado por Ana Souza em 28/11/2026'),
      ).toBeInTheDocument()
      expect(cardOf('Carla Dias').queryByRole('button', { name: /Verificar registro/ })).toBeNull()
    })

    it('when the person changed the registry meanwhile, says so, closes the question and shows the new registry to check', async () => {
      const db = renderUsersPage({ others: [BRUNO, CARLA_CRM] })
      await userEvent.click(await screen.findByRole('button', { name: 'Verificar registro de Carla Dias' }))
      db.profiles.find((row) => row.id === 'author-carla')!.registry_number = '654321'
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verificar registro' }))
      expect(
        await toastList().findByText(
          'Registro alterado | O registro mudou enquanto você conferia. Confira os dados atuais e verifique de novo.',
        ),
      ).toBeInTheDocument()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(await cardOf('Carla Dias').findByText('CRM-SP 654321 · RQE 4567 · Neurologia')).toBeInTheDocument()
      expect(cardOf('Carla Dias').getByText('Registro aguardando verificação')).toBeInTheDocument()
    })
  })
})
