import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SettingsRoute } from '@/app/routes/admin/settings'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { Profile } from '@/lib/auth/profile'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { supabase } from '@/lib/supabase'
import { deferred } from '../../deferred'
import { clearToasts, ToastList } from '../../../utils/toast-list'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

// /admin/configuracoes. No database in jsdom: from('site_settings') (and the session's own profile
// read) are answered at the supabase-js boundary by an in-memory row, as RLS would.
type DbError = { code: string; message: string }

const restores: Array<() => void> = []

function fakeSiteSettings(me: Profile, initial: boolean) {
  const row = {
    authors_publish_without_review: initial,
    citation_style: 'abnt',
    require_staff_mfa: false,
    updated_at: '2026-11-20T12:00:00Z',
  }
  const db = {
    row,
    reads: 0,
    updates: [] as Array<{ values: Record<string, unknown>; filter: [string, unknown] }>,
    failNextUpdate: null as DbError | null,
    /** The next update matches no row, as when the policy filters the row away (PostgREST: 200 with []). */
    noRowNextUpdate: false,
    /** Holds the next update's answer until resolved. */
    holdNextUpdate: null as ReturnType<typeof deferred<void>> | null,
    /** Holds the next read's answer until resolved. */
    holdNextRead: null as ReturnType<typeof deferred<void>> | null,
  }
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    if (table === 'profiles') {
      const query = { select: () => query, eq: () => query, single: async () => ({ data: me, error: null }) }
      return query
    }
    if (table !== 'site_settings') throw new Error(`unexpected table ${table}`)
    let values: Record<string, unknown> | null = null
    let filter: [string, unknown] | null = null
    // The guard reads only `require_staff_mfa` (2FA for admins and editors); `reads` counts the screen's.
    let guardRead = false
    const query = {
      select: (columns: string) => {
        guardRead = columns === 'require_staff_mfa'
        return values ? answerUpdate() : query
      },
      update: (next: Record<string, unknown>) => {
        values = next
        return query
      },
      eq: (column: string, value: unknown) => {
        filter = [column, value]
        return query
      },
      single: async () => {
        if (guardRead) return { data: { require_staff_mfa: db.row.require_staff_mfa }, error: null }
        db.reads++
        const hold = db.holdNextRead
        db.holdNextRead = null
        if (hold) await hold.promise
        if (filter?.[0] !== 'id' || filter[1] !== true) throw new Error('the settings row is read by id = true')
        return { data: { ...db.row }, error: null }
      },
    }
    async function answerUpdate() {
      const hold = db.holdNextUpdate
      db.holdNextUpdate = null
      if (hold) await hold.promise
      db.updates.push({ values: values!, filter: filter! })
      const failure = db.failNextUpdate
      db.failNextUpdate = null
      if (failure) return { data: null, error: failure }
      if (db.noRowNextUpdate) {
        db.noRowNextUpdate = false
        return { data: [], error: null }
      }
      Object.assign(db.row, values)
      return { data: [{ ...db.row }], error: null }
    }
    return query
  }) as never)
  restores.push(() => from.mockRestore())
  return db
}

/** A session whose token says aal2: the person signed in with the code of an authenticator app. */
function sessionWithCode(id: string) {
  const payload = Buffer.from(JSON.stringify({ sub: id, aal: 'aal2' })).toString('base64url')
  return { ...buildSession(buildUser({ id })), access_token: `e30.${payload}.sig` }
}

function renderSettings({ me = buildProfile({ id: 'admin-ana', role: 'admin' }), on = false, withCode = false } = {}) {
  fakeAuth(withCode ? sessionWithCode(me.id) : buildSession(buildUser({ id: me.id })))
  const db = fakeSiteSettings(me, on)
  renderWithProviders(null, {
    url: '/admin/configuracoes',
    routes: [
      {
        element: <StaffRoot />,
        children: [
          { element: <RequireAuth />, children: [{ path: '/admin/configuracoes', element: <SettingsRoute /> }] },
        ],
      },
    ],
  })
  render(<ToastList />)
  return db
}

afterEach(() => {
  for (const restore of restores.splice(0)) restore()
  restoreFakeAuth()
  clearToasts()
})

const toggle = () => screen.getByRole('switch', { name: 'Autores publicam sem revisão' })
const toasts = () => screen.getByRole('list', { name: 'toasts' })

describe('Settings (/admin/configuracoes)', () => {
  it('shows "Acesso negado" to an editor and never reads the settings', async () => {
    const db = renderSettings({ me: buildProfile({ id: 'editor-bruno', role: 'editor' }) })
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
    expect(db.reads).toBe(0)
  })

  it('shows the switch off by default, with the explanation', async () => {
    renderSettings()
    expect(await screen.findByRole('heading', { name: 'Preferências do site', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('switch', { name: 'Autores publicam sem revisão' })).not.toBeChecked()
    expect(toggle()).toHaveAccessibleDescription(/os autores escrevem e enviam seus posts para revisão/)
    expect(toggle()).toHaveAccessibleDescription(
      /só editores e administradores escolhem os destaques da página inicial/,
    )
  })

  it('turning it on saves the row where id = true, says so and stays on', async () => {
    const db = renderSettings()
    await screen.findByRole('switch', { name: 'Autores publicam sem revisão' })
    await userEvent.click(toggle())
    expect(
      await screen.findByText('Configuração salva | Autores agora publicam os próprios posts sem revisão.'),
    ).toBeInTheDocument()
    expect(db.updates).toEqual([{ values: { authors_publish_without_review: true }, filter: ['id', true] }])
    expect(toggle()).toBeChecked()
    expect(db.row.authors_publish_without_review).toBe(true)
  })

  it('turning it off again saves false', async () => {
    const db = renderSettings({ on: true })
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument()
    await userEvent.click(toggle())
    expect(
      await screen.findByText('Configuração salva | Autores agora enviam os posts para revisão.'),
    ).toBeInTheDocument()
    expect(db.updates).toEqual([{ values: { authors_publish_without_review: false }, filter: ['id', true] }])
    expect(toggle()).not.toBeChecked()
  })

  it('shows the new position while saving, then puts the switch back and says why when the save fails', async () => {
    const db = renderSettings()
    await screen.findByRole('switch', { name: 'Autores publicam sem revisão' })
    db.failNextUpdate = { code: '42501', message: 'permission denied for table site_settings' }
    const hold = deferred<void>()
    db.holdNextUpdate = hold
    await userEvent.click(toggle())
    expect(toggle()).toBeChecked()
    // The row is read again after the failure; until it answers, the switch is back from the saved copy.
    const reread = deferred<void>()
    db.holdNextRead = reread
    hold.resolve()
    expect(
      await screen.findByText('Erro ao salvar configuração | permission denied for table site_settings'),
    ).toBeInTheDocument()
    expect(toggle()).not.toBeChecked()
    reread.resolve()
    await waitFor(() => expect(db.reads).toBe(2))
    expect(toggle()).not.toBeChecked()
    expect(db.row.authors_publish_without_review).toBe(false)
    expect(toasts()).not.toHaveTextContent('Configuração salva')
  })

  it('treats an update RLS filtered away (no row back) as refused, and puts the switch back', async () => {
    const db = renderSettings()
    await screen.findByRole('switch', { name: 'Autores publicam sem revisão' })
    db.noRowNextUpdate = true
    await userEvent.click(toggle())
    expect(
      await screen.findByText('Erro ao salvar configuração | Você não tem permissão para alterar as configurações.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(toggle()).not.toBeChecked())
    expect(db.row.authors_publish_without_review).toBe(false)
  })

  it('saves the citation style as soon as it is chosen', async () => {
    const db = renderSettings()
    const vancouver = await screen.findByRole('radio', { name: /^Vancouver/ })
    expect(screen.getByRole('radio', { name: /^ABNT \(NBR 6023\)/ })).toBeChecked()
    await userEvent.click(vancouver)
    expect(
      await screen.findByText(
        'Configuração salva | As referências dos artigos passam a seguir o estilo Vancouver. As páginas públicas são atualizadas em alguns minutos.',
      ),
    ).toBeInTheDocument()
    expect(db.updates).toEqual([{ values: { citation_style: 'vancouver' }, filter: ['id', true] }])
    expect(vancouver).toBeChecked()
  })

  it('shows the chosen citation style at once, then puts the saved one back and says why when the save fails', async () => {
    const db = renderSettings()
    const vancouver = await screen.findByRole('radio', { name: /^Vancouver/ })
    db.failNextUpdate = { code: '42501', message: 'permission denied for table site_settings' }
    const hold = deferred<void>()
    db.holdNextUpdate = hold
    await userEvent.click(vancouver)
    expect(vancouver).toBeChecked()
    hold.resolve()
    expect(
      await screen.findByText('Erro ao salvar configuração | permission denied for table site_settings'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: /^ABNT \(NBR 6023\)/ })).toBeChecked())
    expect(vancouver).not.toBeChecked()
    expect(db.row.citation_style).toBe('abnt')
  })
  it('does not turn on "2FA obrigatório" from a session without a code: it says to set up one\'s own app first', async () => {
    const db = renderSettings()
    const mfa = await screen.findByRole('switch', { name: '2FA obrigatório para administradores e editores' })
    await userEvent.click(mfa)
    expect(
      await screen.findByText('Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Configurar a minha agora' })).toHaveAttribute('href', '/admin/perfil')
    expect(mfa).not.toBeChecked()
    expect(db.updates).toEqual([])
  })

  it('turns on "2FA obrigatório" from a session that passed the code, and says what it does', async () => {
    const db = renderSettings({ withCode: true })
    const mfa = await screen.findByRole('switch', { name: '2FA obrigatório para administradores e editores' })
    await userEvent.click(mfa)
    expect(
      await screen.findByText(
        'Configuração salva | Administradores e editores sem aplicativo autenticador vão configurá-lo ao entrar no painel.',
      ),
    ).toBeInTheDocument()
    expect(db.updates).toEqual([{ values: { require_staff_mfa: true }, filter: ['id', true] }])
    expect(mfa).toBeChecked()
  })
})
