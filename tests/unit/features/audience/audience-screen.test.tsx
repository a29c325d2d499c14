import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AudienceRoute } from '@/app/routes/admin/audience'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import { RequireAuth } from '@/features/auth/components/require-auth'
import type { Profile } from '@/lib/auth/profile'
import { fakeAuth, restoreFakeAuth } from '../auth/fake-auth'
import { LocationProbe, renderWithProviders } from '../../render-with-providers'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'
import { buildReport, fakeAudienceDb, restoreAudienceDb, type DbError } from './fake-audience-db'

// /admin/audiencia, over the report of tests/unit/features/audience/fake-audience-db.ts.

const BRUNO = buildProfile({ id: '0b5a4c1e-2222-4000-8000-00000000000b', full_name: 'Bruno Lima', role: 'editor' })
const CARLA = buildProfile({ id: '0b5a4c1e-3333-4000-8000-00000000000c', full_name: 'Carla Dias', role: 'author' })

function renderAudience({
  url = '/admin/audiencia',
  me = BRUNO,
  report,
  failNext = null,
}: {
  url?: string
  me?: Profile
  report?: Parameters<typeof fakeAudienceDb>[0]['report']
  failNext?: DbError | null
} = {}) {
  fakeAuth(buildSession(buildUser({ id: me.id })))
  const db = fakeAudienceDb({ me, report, failNext })
  const view = renderWithProviders(null, {
    url,
    routes: [
      {
        element: <StaffRoot />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              { path: '/admin/audiencia', element: <AudienceRoute /> },
              { path: '/admin/posts/new', element: <LocationProbe name="Novo post" /> },
              { path: '/admin', element: <LocationProbe name="Painel" /> },
            ],
          },
        ],
      },
    ],
  })
  return { db, router: view.router }
}

afterEach(() => {
  restoreAudienceDb()
  restoreFakeAuth()
})

const findHeading = () => screen.findByRole('heading', { name: 'Audiência', level: 1 }, { timeout: 3000 })
const reportCalls = (db: { calls: Array<[string, Record<string, unknown>]> }) =>
  db.calls.filter(([fn]) => fn === 'audience_report').map(([, args]) => args)

describe('Audiência (/admin/audiencia)', () => {
  it('shows "Acesso negado" to an author and never asks for the report', async () => {
    const { db } = renderAudience({ me: CARLA })
    expect(await screen.findByRole('heading', { name: 'Acesso negado' }, { timeout: 3000 })).toBeInTheDocument()
    expect(reportCalls(db)).toEqual([])
  })

  it('shows "Acesso negado" when the database refuses the report (42501)', async () => {
    renderAudience({ failNext: { code: '42501', message: 'permission denied' } })
    expect(await screen.findByRole('heading', { name: 'Acesso negado' }, { timeout: 3000 })).toBeInTheDocument()
  })

  it('shows every section of the report', async () => {
    const { db } = renderAudience()
    await findHeading()
    const totals = await screen.findByLabelText('Totais do período', {}, { timeout: 3000 })
    expect(totals).toHaveTextContent('Visualizações1.234')
    expect(totals).toHaveTextContent('Visitas567')
    expect(totals).toHaveTextContent('Inscrições na newsletter8')
    expect(reportCalls(db)).toEqual([{ p_days: 30 }])
    expect(screen.getByText('De 31/10/2026 a 29/11/2026')).toBeInTheDocument()

    const top = screen.getByRole('list', { name: 'Posts mais lidos' })
    expect(within(top).getByRole('link', { name: 'Canabidiol e epilepsia' })).toHaveAttribute(
      'href',
      '/blog/post/canabidiol-e-epilepsia',
    )
    expect(top).toHaveTextContent('321 visualizações')
    expect(top).toHaveTextContent('4 inscrições na newsletter')

    const sources = screen.getByRole('list', { name: 'Origem das visitas' })
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Busca300 (53%)',
      'Redes sociais100 (18%)',
      'Newsletter67 (12%)',
      'Direto80 (14%)',
      'Outros sites20 (4%)',
    ])
    expect(
      within(screen.getByRole('list', { name: 'Sites de origem' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['google.com290 visitas', 'bing.com1 visita'])
    expect(screen.getByRole('list', { name: 'Campanhas (UTM)' })).toHaveTextContent(
      'newsletter / email / novembro60 visitas',
    )
    expect(screen.getByRole('list', { name: 'Inscrições na newsletter por página' })).toHaveTextContent(
      'Canabidiol e epilepsia/blog/post/canabidiol-e-epilepsia4 inscrições',
    )
    expect(screen.getByRole('list', { name: 'Buscas mais frequentes' })).toHaveTextContent(
      'cbd para ansiedade2 sem resultado9 buscas',
    )
    const empty = screen.getByRole('list', { name: 'Buscas sem resultado' })
    expect(within(empty).getAllByRole('listitem')[0]).toHaveTextContent('oleo full spectrum5 buscas')
    expect(screen.getAllByText(/Aparecem aqui os termos buscados ao menos 3 vezes\./)).toHaveLength(2)
  })

  it('says so where a section is empty', async () => {
    renderAudience({
      report: () =>
        buildReport({
          top_posts: [],
          referrers: [],
          campaigns: [],
          signups: [],
          searches: [],
          searches_without_results: [],
        }),
    })
    expect(
      await screen.findByText('Nenhuma busca sem resultado neste período.', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Nenhuma busca frequente neste período.')).toBeInTheDocument()
    expect(screen.getByText('Nenhum site de origem neste período.')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma campanha neste período.')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma inscrição na newsletter neste período.')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma visualização neste período.')).toBeInTheDocument()
    expect(screen.getAllByText(/Aparecem aqui os termos buscados ao menos 3 vezes\./)).toHaveLength(2)
  })

  it('"Escrever rascunho" opens a new post titled with the term', async () => {
    renderAudience()
    await userEvent.click(
      await screen.findByRole('link', { name: 'Escrever rascunho sobre “oleo full spectrum”' }, { timeout: 3000 }),
    )
    expect(await screen.findByRole('heading', { name: 'Novo post' })).toBeInTheDocument()
    expect(screen.getByLabelText('url')).toHaveTextContent('/admin/posts/new?titulo=oleo%20full%20spectrum')
  })

  it('"Rascunho com a Clio" opens Clio\'s draft generation with the term as its theme', async () => {
    renderAudience()
    await userEvent.click(
      await screen.findByRole('link', { name: 'Rascunho com a Clio sobre “oleo full spectrum”' }, { timeout: 3000 }),
    )
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument()
    expect(screen.getByLabelText('url')).toHaveTextContent('/admin?tema=oleo%20full%20spectrum')
  })

  it('asks for the chosen period and keeps it in the URL', async () => {
    const { db, router } = renderAudience({ report: (days) => buildReport({ days, total_views: days }) })
    await findHeading()
    await screen.findByLabelText('Totais do período', {}, { timeout: 3000 })
    await userEvent.click(screen.getByRole('button', { name: '7 dias' }))
    await waitFor(() => expect(screen.getByLabelText('Totais do período')).toHaveTextContent('Visualizações7'))
    expect(router.state.location.search).toBe('?dias=7')
    expect(screen.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: '90 dias' }))
    await waitFor(() => expect(screen.getByLabelText('Totais do período')).toHaveTextContent('Visualizações90'))
    expect(reportCalls(db)).toEqual([{ p_days: 30 }, { p_days: 7 }, { p_days: 90 }])
  })

  it('starts from ?dias= and shows an error with "Tentar novamente"', async () => {
    const { db } = renderAudience({ url: '/admin/audiencia?dias=90', failNext: { code: 'XX000', message: 'boom' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 3000 }))
    expect(await screen.findByLabelText('Totais do período')).toBeInTheDocument()
    expect(reportCalls(db)).toEqual([{ p_days: 90 }, { p_days: 90 }])
  })
})
