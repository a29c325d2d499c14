import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import { UsersRoute } from '@/app/routes/admin/users'
import { RequireAuth } from '@/features/auth/components/require-auth'
import type { Invitation } from '@/features/users/api/invitation-types'
import { clearToasts, ToastList } from '../../../utils/toast-list'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'
import { fakeStaffDb, restoreStaffDb } from './fake-staff-db'
import { buildInvitation } from '../../../factories/invitation'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

// Invitations on /admin/usuarios: "Convidar" and the "Convites" list. The database is the in-memory copy
// of fake-staff-db.ts at the supabase-js boundary; no account is created here, so no sign-up is faked.
vi.mock('@/lib/supabase-ephemeral', () => ({
  ephemeralClient: () => ({ auth: { signUp: () => Promise.reject(new Error('unexpected sign-up')) } }),
}))

const ME = buildProfile({ id: 'admin-ana', full_name: 'Ana Souza', role: 'admin' })

const PENDING = buildInvitation({
  id: 'inv-pending',
  email: 'helena.costa@example.com',
  full_name: 'Helena Costa',
  role: 'editor',
  created_at: '2026-11-20T13:00:00Z',
  expires_at: '2026-11-27T13:00:00Z',
})
const EXPIRED = buildInvitation({
  id: 'inv-expired',
  email: 'igor.matos@example.com',
  role: 'author',
  state: 'expired',
  created_at: '2026-11-01T12:30:00Z',
  expires_at: '2026-11-08T12:30:00Z',
  invited_by_name: null,
})
const ACCEPTED = buildInvitation({
  id: 'inv-accepted',
  email: 'julia.ramos@example.com',
  full_name: 'Julia Ramos',
  role: 'admin',
  state: 'accepted',
  created_at: '2026-10-10T12:00:00Z',
  accepted_at: '2026-10-11T18:45:00Z',
})
const REVOKED = buildInvitation({
  id: 'inv-revoked',
  email: 'kleber.souto@example.com',
  state: 'revoked',
  created_at: '2026-10-01T12:00:00Z',
  revoked_at: '2026-10-02T12:00:00Z',
})

function renderUsersPage(invitations: Invitation[] = [PENDING, EXPIRED, ACCEPTED, REVOKED]) {
  fakeAuth(buildSession(buildUser({ id: ME.id })))
  const db = fakeStaffDb({
    profiles: [ME],
    invitations,
    accounts: ['ana.souza@example.com', 'julia.ramos@example.com'],
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

afterEach(() => {
  restoreFakeAuth()
  restoreStaffDb()
  clearToasts()
})

const toastList = () => within(screen.getByRole('list', { name: 'toasts', hidden: true }))
const invitationCards = () => screen.getAllByTestId('invitation-card')
function invitationOf(email: string) {
  const card = invitationCards().find((candidate) => within(candidate).queryByText(email))
  if (!card) throw new Error(`no invitation for ${email}`)
  return within(card)
}
const dialog = () => within(screen.getByRole('dialog'))

async function openInvite() {
  await userEvent.click(await screen.findByRole('button', { name: 'Convidar' }))
  expect(dialog().getByRole('heading', { name: 'Convidar para a equipe' })).toBeInTheDocument()
}

async function chooseRole(option: string) {
  await userEvent.click(dialog().getByRole('combobox', { name: 'Função' }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('"Convites" on /admin/usuarios', () => {
  it('lists every invitation newest first with e-mail, name, role, state, who sent it and when (Brasília time)', async () => {
    renderUsersPage()
    expect(await screen.findByRole('heading', { name: 'Convites', level: 2 })).toBeInTheDocument()
    await waitFor(() => expect(invitationCards()).toHaveLength(4))
    expect(invitationCards().map((card) => within(card).getByText(/@example\.com$/).textContent)).toEqual([
      'helena.costa@example.com',
      'igor.matos@example.com',
      'julia.ramos@example.com',
      'kleber.souto@example.com',
    ])

    const pending = invitationOf('helena.costa@example.com')
    expect(pending.getByText('Helena Costa')).toBeInTheDocument()
    expect(pending.getByText('Editor')).toBeInTheDocument()
    expect(pending.getByText('pendente')).toBeInTheDocument()
    expect(pending.getByText('Enviado por Ana Souza em 20/11/2026 10:00')).toBeInTheDocument()
    expect(pending.getByText('Expira em 27/11/2026 10:00')).toBeInTheDocument()
    expect(pending.getByRole('button', { name: 'Reenviar convite para helena.costa@example.com' })).toBeInTheDocument()
    expect(pending.getByRole('button', { name: 'Revogar convite para helena.costa@example.com' })).toBeInTheDocument()

    const expired = invitationOf('igor.matos@example.com')
    expect(expired.getByText('expirado')).toBeInTheDocument()
    expect(expired.getByText('Autor')).toBeInTheDocument()
    expect(expired.getByText('Enviado por Sistema em 01/11/2026 09:30')).toBeInTheDocument()
    expect(expired.getByText('Expirou em 08/11/2026 09:30')).toBeInTheDocument()
    expect(expired.getByRole('button', { name: /^Reenviar/ })).toBeInTheDocument()
    expect(expired.getByRole('button', { name: /^Revogar/ })).toBeInTheDocument()

    const accepted = invitationOf('julia.ramos@example.com')
    expect(accepted.getByText('aceito')).toBeInTheDocument()
    expect(accepted.getByText('Administrador')).toBeInTheDocument()
    expect(accepted.getByText('Aceito em 11/10/2026 15:45')).toBeInTheDocument()
    expect(accepted.queryByRole('button')).not.toBeInTheDocument()

    const revoked = invitationOf('kleber.souto@example.com')
    expect(revoked.getByText('revogado')).toBeInTheDocument()
    expect(revoked.getByText('Revogado em 02/10/2026 09:00')).toBeInTheDocument()
    expect(revoked.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says "Nenhum convite enviado" when there is none', async () => {
    renderUsersPage([])
    expect(await screen.findByRole('heading', { name: 'Nenhum convite enviado' })).toBeInTheDocument()
    expect(screen.queryByTestId('invitation-card')).not.toBeInTheDocument()
  })

  it('"Reenviar" sends the invitation again and shows it pending', async () => {
    const db = renderUsersPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar convite para igor.matos@example.com' }))
    expect(await toastList().findByText('Sucesso | Convite reenviado para igor.matos@example.com.')).toBeInTheDocument()
    expect(db.calls).toEqual([['resend_staff_invitation', { p_id: 'inv-expired' }]])
    expect(await invitationOf('igor.matos@example.com').findByText('pendente')).toBeInTheDocument()
  })

  describe('"Revogar"', () => {
    it('asks first; confirming revokes that invitation, says so and shows it revoked without actions', async () => {
      const db = renderUsersPage()
      await userEvent.click(
        await screen.findByRole('button', { name: 'Revogar convite para helena.costa@example.com' }),
      )
      const confirm = within(screen.getByRole('alertdialog', { name: 'Revogar convite' }))
      expect(confirm.getByText('Tem certeza que deseja revogar este convite?')).toBeInTheDocument()
      expect(confirm.getByText('helena.costa@example.com')).toBeInTheDocument()
      expect(db.calls).toEqual([])

      await userEvent.click(confirm.getByRole('button', { name: 'Revogar' }))
      expect(
        await toastList().findByText('Sucesso | Convite para helena.costa@example.com revogado.'),
      ).toBeInTheDocument()
      expect(db.calls).toEqual([['revoke_staff_invitation', { p_id: 'inv-pending' }]])
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      const card = invitationOf('helena.costa@example.com')
      expect(await card.findByText('revogado')).toBeInTheDocument()
      expect(card.queryByRole('button')).not.toBeInTheDocument()
    })

    it('"Cancelar" revokes nothing; a refusal stays in the dialog with the database\'s reason', async () => {
      const db = renderUsersPage()
      await userEvent.click(
        await screen.findByRole('button', { name: 'Revogar convite para helena.costa@example.com' }),
      )
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }))
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(db.calls).toEqual([])

      db.failNext.revoke_staff_invitation = {
        code: '22023',
        message: 'Este convite já foi aceito. Para tirar o acesso, altere a função ou exclua o usuário.',
        hint: 'invitation_accepted',
      }
      await userEvent.click(screen.getByRole('button', { name: 'Revogar convite para helena.costa@example.com' }))
      const confirm = within(screen.getByRole('alertdialog', { name: 'Revogar convite' }))
      await userEvent.click(confirm.getByRole('button', { name: 'Revogar' }))
      expect(await confirm.findByRole('alert')).toHaveTextContent(
        'Este convite já foi aceito. Para tirar o acesso, altere a função ou exclua o usuário.',
      )
      expect(confirm.getByRole('button', { name: 'Revogar' })).toBeEnabled()
      expect(invitationOf('helena.costa@example.com').getByText('pendente')).toBeInTheDocument()
    })
  })
})

describe('"Convidar"', () => {
  it('invites with e-mail, name and role (Autor by default), says "Convite enviado para …", closes and lists the invitation', async () => {
    const db = renderUsersPage([])
    await openInvite()
    expect(dialog().getByRole('combobox', { name: 'Função' })).toHaveTextContent('Autor')
    await userEvent.type(dialog().getByLabelText('E-mail'), 'lara.nunes@example.com')
    await userEvent.type(dialog().getByLabelText('Nome (opcional)'), 'Lara Nunes')
    await chooseRole('Editor')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))

    expect(await toastList().findByText('Sucesso | Convite enviado para lara.nunes@example.com.')).toBeInTheDocument()
    expect(db.calls).toEqual([
      ['invite_staff', { p_email: 'lara.nunes@example.com', p_role: 'editor', p_full_name: 'Lara Nunes' }],
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const card = within(await screen.findByTestId('invitation-card'))
    expect(card.getByText('lara.nunes@example.com')).toBeInTheDocument()
    expect(card.getByText('Editor')).toBeInTheDocument()
    expect(card.getByText('pendente')).toBeInTheDocument()
  })

  it('sends no name when "Nome (opcional)" is left empty, and checks the e-mail before asking the database', async () => {
    const db = renderUsersPage([])
    await openInvite()
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))
    expect(await dialog().findByText('Informe o e-mail.')).toBeInTheDocument()
    await userEvent.type(dialog().getByLabelText('E-mail'), 'lara@')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))
    expect(await dialog().findByText('Digite um e-mail válido.')).toBeInTheDocument()
    expect(db.calls).toEqual([])

    await userEvent.type(dialog().getByLabelText('E-mail'), 'example.com')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))
    expect(await toastList().findByText('Sucesso | Convite enviado para lara@example.com.')).toBeInTheDocument()
    expect(db.calls).toEqual([['invite_staff', { p_email: 'lara@example.com', p_role: 'author', p_full_name: null }]])
  })

  it('keeps the dialog open with every value and says at the e-mail that an account already has it', async () => {
    const db = renderUsersPage([])
    await openInvite()
    await userEvent.type(dialog().getByLabelText('E-mail'), 'julia.ramos@example.com')
    await userEvent.type(dialog().getByLabelText('Nome (opcional)'), 'Julia R.')
    await chooseRole('Administrador')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))

    expect(await dialog().findByText('Já existe uma conta com este e-mail.')).toBeInTheDocument()
    const email = dialog().getByLabelText('E-mail')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Já existe uma conta com este e-mail.')
    expect(email).toHaveValue('julia.ramos@example.com')
    expect(dialog().getByLabelText('Nome (opcional)')).toHaveValue('Julia R.')
    expect(dialog().getByRole('combobox', { name: 'Função' })).toHaveTextContent('Administrador')
    expect(dialog().getByRole('button', { name: 'Enviar convite' })).toBeEnabled()
    expect(db.calls).toHaveLength(1)
    expect(db.invitations).toEqual([])
  })

  it('says at the e-mail that an invitation is already pending for it', async () => {
    renderUsersPage([PENDING])
    await openInvite()
    await userEvent.type(dialog().getByLabelText('E-mail'), 'Helena.Costa@example.com')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))
    expect(await dialog().findByText('Já existe um convite pendente para este e-mail.')).toBeInTheDocument()
    expect(dialog().getByLabelText('E-mail')).toHaveValue('Helena.Costa@example.com')
  })

  it('shows a refusal that is about no field inside the dialog, and keeps the values', async () => {
    const db = renderUsersPage([])
    db.failNext.invite_staff = {
      code: '42501',
      message: 'Apenas administradores podem convidar pessoas para a equipe.',
    }
    await openInvite()
    await userEvent.type(dialog().getByLabelText('E-mail'), 'lara.nunes@example.com')
    await userEvent.click(dialog().getByRole('button', { name: 'Enviar convite' }))
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Apenas administradores podem convidar pessoas para a equipe.',
    )
    expect(dialog().getByLabelText('E-mail')).toHaveValue('lara.nunes@example.com')
    expect(dialog().getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid')
  })
})
