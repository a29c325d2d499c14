import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuditRoute } from '@/app/routes/admin/audit'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { Profile } from '@/lib/auth/profile'
import { RequireAuth } from '@/features/auth/components/require-auth'
import type { AuditEntry } from '@/features/audit/api/get-audit-log'
import { supabase } from '@/lib/supabase'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

// /admin/auditoria. No database in jsdom: from('audit_log') is a query builder at the supabase-js
// boundary that records every filter the screen asks for (as PostgREST would receive them) and answers
// one page and the exact count; from('profiles') answers the session's profile and the people list.

const ANA = buildProfile({ id: '0b5a4c1e-1111-4000-8000-00000000000a', full_name: 'Ana Souza', role: 'admin' })
const BRUNO = buildProfile({ id: '0b5a4c1e-2222-4000-8000-00000000000b', full_name: 'Bruno Lima', role: 'editor' })

let nextId = 1000
function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: nextId++,
    occurred_at: '2026-11-25T00:03:00Z',
    actor_id: ANA.id,
    actor_name: 'Ana Souza',
    action: 'post.published',
    entity_type: 'post',
    entity_id: 'p-1',
    entity_label: 'Canabidiol e epilepsia',
    status_before: 'draft',
    status_after: 'published',
    details: {},
    ...overrides,
  }
}

interface AuditRequest {
  select: string
  count?: string
  order: Array<[string, boolean]>
  range: [number, number] | null
  filters: Array<[string, string, unknown]>
}

const restores: Array<() => void> = []

/** The audit log as the database would page it; `requests` keeps what each read asked for. */
function fakeAuditDb({ me, entries, total = entries.length }: { me: Profile; entries: AuditEntry[]; total?: number }) {
  const db = {
    entries,
    total,
    requests: [] as AuditRequest[],
    failNext: null as { code: string; message: string } | null,
  }
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    if (table === 'profiles') {
      const query = {
        select: () => query,
        eq: () => query,
        single: async () => ({ data: me, error: null }),
        order: async () => ({ data: [ANA, BRUNO], error: null }),
      }
      return query
    }
    if (table !== 'audit_log') throw new Error(`unexpected table ${table}`)
    const request: AuditRequest = { select: '', order: [], range: null, filters: [] }
    const query = {
      select: (columns: string, options?: { count?: string }) => {
        request.select = columns
        request.count = options?.count
        return query
      },
      order: (column: string, { ascending }: { ascending: boolean }) => {
        request.order.push([column, ascending])
        return query
      },
      range: (start: number, end: number) => {
        request.range = [start, end]
        return query
      },
      eq: (column: string, value: unknown) => (request.filters.push(['eq', column, value]), query),
      is: (column: string, value: unknown) => (request.filters.push(['is', column, value]), query),
      gte: (column: string, value: unknown) => (request.filters.push(['gte', column, value]), query),
      lt: (column: string, value: unknown) => (request.filters.push(['lt', column, value]), query),
      then: (resolve: (value: unknown) => void, reject: (reason: unknown) => void) => {
        db.requests.push(request)
        const failure = db.failNext
        db.failNext = null
        const [start, end] = request.range ?? [0, db.entries.length - 1]
        const answer = failure
          ? { data: null, error: { ...failure, details: null, hint: null }, count: null }
          : { data: db.entries.slice(start, end + 1), error: null, count: db.total }
        return Promise.resolve(answer).then(resolve, reject)
      },
    }
    return query
  }) as never)
  restores.push(() => from.mockRestore())
  return db
}

function renderAudit({
  url = '/admin/auditoria',
  me = ANA,
  entries = [] as AuditEntry[],
  total,
}: { url?: string; me?: Profile; entries?: AuditEntry[]; total?: number } = {}) {
  fakeAuth(buildSession(buildUser({ id: me.id })))
  const db = fakeAuditDb({ me, entries, total })
  const view = renderWithProviders(null, {
    url,
    routes: [
      {
        element: <StaffRoot />,
        children: [{ element: <RequireAuth />, children: [{ path: '/admin/auditoria', element: <AuditRoute /> }] }],
      },
    ],
  })
  return { db, search: () => view.router.state.location.search }
}

afterEach(() => {
  for (const restore of restores.splice(0)) restore()
  restoreFakeAuth()
})

const rows = () => screen.getAllByTestId('audit-entry')
// The first load waits for the session, the profile and the log: give a busy machine a little longer.
const findRows = () => screen.findAllByTestId('audit-entry', {}, { timeout: 3000 })
const lastRequest = (db: { requests: AuditRequest[] }) => db.requests[db.requests.length - 1]

async function choose(combobox: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('Audit log (/admin/auditoria)', () => {
  it('shows "Acesso negado" to an editor and never reads the log', async () => {
    const { db } = renderAudit({ me: BRUNO })
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument()
    expect(db.requests).toEqual([])
  })

  it('reads the newest 25 entries with the exact count, and shows each one in pt-BR with Brasília time', async () => {
    const entries = [
      entry({}),
      entry({
        actor_id: null,
        actor_name: null,
        action: 'user.role_changed',
        entity_type: 'user',
        entity_label: 'Bruno Lima',
        status_before: 'author',
        status_after: 'editor',
        occurred_at: '2026-11-24T15:30:00Z',
      }),
      entry({
        action: 'invitation.revoked',
        entity_type: 'invitation',
        entity_label: 'lara@example.com',
        status_before: 'pending',
        status_after: 'revoked',
        details: { role: 'editor' },
      }),
      entry({
        action: 'settings.updated',
        entity_type: 'settings',
        entity_label: 'Autores publicam sem revisão',
        status_before: 'off',
        status_after: 'on',
      }),
      entry({
        action: 'category.updated',
        entity_type: 'category',
        entity_label: 'Pesquisas',
        status_before: 'active',
        status_after: 'inactive',
        details: { changed: ['is_active', 'name'], previous_name: 'Estudos' },
      }),
      entry({
        action: 'compliance.override',
        status_before: null,
        status_after: 'published',
        details: {
          justification: 'Citação literal de um estudo clínico publicado.',
          findings: [
            { ruleId: 'cura-alegacao', label: 'Alegação de cura', match: 'cura' },
            { ruleId: 'dosagem-quantidade', category: 'dosagem' },
            { label: 'Alegação de cura' },
          ],
        },
      }),
      entry({ action: 'post.deleted', status_before: 'published', status_after: null, entity_label: 'Post antigo' }),
    ]
    const { db } = renderAudit({ entries })
    expect(await screen.findByRole('heading', { name: 'Registro de auditoria', level: 1 })).toBeInTheDocument()
    expect(await findRows()).toHaveLength(7)
    expect(db.requests).toHaveLength(1)
    expect(db.requests[0]).toMatchObject({
      count: 'exact',
      order: [
        ['occurred_at', false],
        ['id', false],
      ],
      range: [0, 24],
      filters: [],
    })

    const [published, roleChange, revoked, setting, category, override, deleted] = rows().map((row) => within(row))
    expect(published.getByText('24/11/2026 21:03')).toBeInTheDocument()
    expect(published.getByText('Ana Souza')).toBeInTheDocument()
    expect(published.getByText('Post publicado')).toBeInTheDocument()
    expect(rows()[0]).toHaveTextContent('Post · Canabidiol e epilepsia')
    expect(published.getByText('Rascunho → Publicado')).toBeInTheDocument()

    expect(roleChange.getByText('24/11/2026 12:30')).toBeInTheDocument()
    expect(roleChange.getByText('Sistema')).toBeInTheDocument()
    expect(roleChange.getByText('Função alterada')).toBeInTheDocument()
    expect(roleChange.getByText('Autor → Editor')).toBeInTheDocument()

    expect(revoked.getByText('Convite revogado')).toBeInTheDocument()
    expect(revoked.getByText('pendente → revogado')).toBeInTheDocument()
    expect(rows()[2]).toHaveTextContent('Função: Editor')

    expect(setting.getByText('Configuração alterada')).toBeInTheDocument()
    expect(setting.getByText('desligado → ligado')).toBeInTheDocument()

    expect(category.getByText('Categoria alterada')).toBeInTheDocument()
    expect(category.getByText('ativa → inativa')).toBeInTheDocument()
    expect(rows()[4]).toHaveTextContent('Alterado: ativação, nome')
    expect(rows()[4]).toHaveTextContent('Nome anterior: Estudos')

    expect(override.getByText('Publicação apesar de alertas de conformidade')).toBeInTheDocument()
    expect(override.getByText('— → Publicado')).toBeInTheDocument()
    expect(rows()[5]).toHaveTextContent('Justificativa: Citação literal de um estudo clínico publicado.')
    expect(rows()[5]).toHaveTextContent('Alertas: Alegação de cura, Dosagem')

    expect(deleted.getByText('Post excluído')).toBeInTheDocument()
    expect(deleted.getByText('Publicado → —')).toBeInTheDocument()
  })

  it('sends the filters the URL holds: person, action, and the period as Brasília days', async () => {
    const { db } = renderAudit({
      url: `/admin/auditoria?pessoa=${BRUNO.id}&acao=post.published&de=2026-11-24&ate=2026-11-24`,
      entries: [entry({})],
    })
    expect(await findRows()).toHaveLength(1)
    expect(lastRequest(db).filters).toEqual([
      ['eq', 'actor_id', BRUNO.id],
      ['eq', 'action', 'post.published'],
      // 24/11/2026 in São Paulo (UTC−3): from its midnight to the next one.
      ['gte', 'occurred_at', '2026-11-24T03:00:00.000Z'],
      ['lt', 'occurred_at', '2026-11-25T03:00:00.000Z'],
    ])
    expect(screen.getByRole('combobox', { name: 'Pessoa' })).toHaveTextContent('Bruno Lima')
    expect(screen.getByRole('combobox', { name: 'Ação' })).toHaveTextContent('Post publicado')
    expect(screen.getByLabelText('De')).toHaveValue('2026-11-24')
    expect(screen.getByLabelText('Até')).toHaveValue('2026-11-24')
  })

  it('reads a summer day of an old Brazilian daylight-saving year with its own offset (UTC−2)', async () => {
    const { db } = renderAudit({ url: '/admin/auditoria?de=2018-01-15&ate=2018-01-16', entries: [entry({})] })
    expect(await findRows()).toHaveLength(1)
    expect(lastRequest(db).filters).toEqual([
      ['gte', 'occurred_at', '2018-01-15T02:00:00.000Z'],
      ['lt', 'occurred_at', '2018-01-17T02:00:00.000Z'],
    ])
  })

  it('ignores malformed filters in the URL instead of sending them', async () => {
    const { db } = renderAudit({
      url: '/admin/auditoria?pessoa=robert%27);drop&acao=post.hacked&de=ontem',
      entries: [entry({})],
    })
    expect(await findRows()).toHaveLength(1)
    expect(lastRequest(db).filters).toEqual([])
  })

  it('choosing a person puts it in the URL, goes back to page 1 and asks for that person, or for "Sistema" (no actor)', async () => {
    const { db, search } = renderAudit({
      url: '/admin/auditoria?page=2',
      entries: Array.from({ length: 30 }, () => entry({})),
      total: 30,
    })
    expect(await findRows()).toHaveLength(5)

    await choose('Pessoa', 'Sistema')
    await waitFor(() => expect(lastRequest(db).filters).toEqual([['is', 'actor_id', null]]))
    expect(search()).toBe('?pessoa=sistema')
    expect(lastRequest(db).range).toEqual([0, 24])

    await choose('Pessoa', 'Ana Souza')
    await waitFor(() => expect(lastRequest(db).filters).toEqual([['eq', 'actor_id', ANA.id]]))
    expect(search()).toBe(`?pessoa=${ANA.id}`)
  })

  it("the action filter lists each group's actions in pt-BR, and choosing one asks for that action", async () => {
    const { db, search } = renderAudit({ entries: [entry({})] })
    expect(await findRows()).toHaveLength(1)
    await userEvent.click(screen.getByRole('combobox', { name: 'Ação' }))
    for (const name of [
      'Posts',
      'Conformidade',
      'Categorias',
      'Menu',
      'Usuários',
      'Convites',
      'Preferências do site',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument()
    }
    expect(
      within(screen.getByRole('group', { name: 'Posts' })).getByRole('option', { name: 'Post retirado de publicação' }),
    ).toBeInTheDocument()
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Convites' })).getByRole('option', { name: 'Convite revogado' }),
    )
    await waitFor(() => expect(lastRequest(db).filters).toEqual([['eq', 'action', 'invitation.revoked']]))
    expect(search()).toBe('?acao=invitation.revoked')
  })

  it('typing a period asks from the first day\'s midnight to the end of the last day in Brasília; "Limpar filtros" clears everything', async () => {
    const { db, search } = renderAudit({ url: '/admin/auditoria?acao=post.deleted', entries: [entry({})] })
    expect(await findRows()).toHaveLength(1)
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-30' } })
    await waitFor(() =>
      expect(lastRequest(db).filters).toEqual([
        ['eq', 'action', 'post.deleted'],
        ['gte', 'occurred_at', '2026-11-01T03:00:00.000Z'],
        ['lt', 'occurred_at', '2026-12-01T03:00:00.000Z'],
      ]),
    )
    expect(search()).toBe('?acao=post.deleted&de=2026-11-01&ate=2026-11-30')

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(lastRequest(db).filters).toEqual([]))
    expect(search()).toBe('')
  })

  it('pages on the server, 25 a page, with "x–y de N", Anterior and Próximo', async () => {
    const entries = Array.from({ length: 60 }, (_, index) => entry({ entity_label: `Post ${index + 1}` }))
    const { db, search } = renderAudit({ entries, total: 60 })
    expect(await findRows()).toHaveLength(25)
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–25 de 60')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    await waitFor(() => expect(screen.getByTestId('page-range')).toHaveTextContent('26–50 de 60'))
    expect(lastRequest(db).range).toEqual([25, 49])
    expect(search()).toBe('?page=2')
    expect(rows()[0]).toHaveTextContent('Post 26')

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    await waitFor(() => expect(screen.getByTestId('page-range')).toHaveTextContent('51–60 de 60'))
    expect(lastRequest(db).range).toEqual([50, 74])
    expect(rows()).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }))
    await waitFor(() => expect(screen.getByTestId('page-range')).toHaveTextContent('26–50 de 60'))
    expect(search()).toBe('?page=2')
  })

  it('says "Nenhum registro encontrado" when nothing matches', async () => {
    renderAudit({ url: '/admin/auditoria?acao=settings.updated', entries: [] })
    expect(await screen.findByRole('heading', { name: 'Nenhum registro encontrado' })).toBeInTheDocument()
    expect(screen.queryByTestId('audit-entry')).not.toBeInTheDocument()
  })

  it('shows the error state with "Tentar novamente" when the log cannot be read, and the entries after a retry', async () => {
    const { db } = renderAudit({ entries: [entry({})] })
    db.failNext = { code: '', message: 'TypeError: Failed to fetch' }
    expect(await screen.findByRole('heading', { name: 'Erro ao carregar dados' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await findRows()).toHaveLength(1)
  })
})
