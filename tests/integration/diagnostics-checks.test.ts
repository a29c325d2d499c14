// The checks behind the diagnostic pages and /admin/reconfigure, against the real local stack: each
// must report what it really saw, and fail when the API it checks is down or refuses it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { autoFixSteps } from '@/features/diagnostics/api/auto-fix'
import {
  adminCheck,
  authCheck,
  envLines,
  fetchErrorChecks,
  profilesCheck,
  reconfigureChecks,
  restCheck,
  restMethodChecks,
  sessionCheck,
  storageCheck,
  type DiagnosticsTarget,
} from '@/features/diagnostics/api/checks'
import { runCheck, type Check, type CheckResult } from '@/lib/checks'
import type { Database } from '@/lib/database.types'
import type { TestStack } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const CLOSED = 'http://127.0.0.1:9'

const target = (
  t: TestStack,
  client: SupabaseClient = t.createTestClient(),
  url = t.url,
  anonKey = t.anonKey,
): DiagnosticsTarget => ({
  url,
  anonKey,
  client: client as SupabaseClient<Database>,
})

async function runAll(checks: Check[]): Promise<Record<string, CheckResult>> {
  const results: Record<string, CheckResult> = {}
  for (const check of checks) results[check.id] = await runCheck(check)
  return results
}

/** An anon-looking key signed with a secret the stack does not know. */
const forgedAnonKey = () =>
  new SignJWT({ role: 'anon', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-stack-secret-not-the-stack-secret'))

// Each describe starts its own stack (a brand-new, unseeded database), so tests pass in any order.
describe('installation checks, each on a brand-new database (no seed)', () => {
  const t = useTestStack({ seed: false, perTest: true })

  it('admin check reports "no admin yet" as a warning (PGRST116 tolerated), not an error', async () => {
    const result = await runCheck(adminCheck(target(t())))
    expect(result).toMatchObject({
      status: 'warning',
      details: 'Nenhum administrador ainda: crie o primeiro em /admin/setup.',
    })
  })

  it('auto-fix creates the missing default categories, then says only a person can create the admin', async () => {
    const results = await runAll(autoFixSteps(target(t()), null))
    expect(results.verify).toMatchObject({ status: 'warning', details: '2 de 4 indicadores OK.' })
    expect(results.categories.status).toBe('success')
    expect(results.categories.details).toBe(
      '4 categorias criadas (pesquisas, tratamentos, legislacao, noticias); 0 já existiam.',
    )
    expect(results.recheck.status).toBe('warning')
    expect(results.recheck.details).toContain('Nenhum administrador: crie o primeiro em /admin/setup.')
    const { count } = await t().createTestClient().from('categories').select('id', { count: 'exact', head: true })
    expect(count).toBe(4)

    const again = await runAll(autoFixSteps(target(t()), null))
    expect(again.categories).toMatchObject({
      status: 'success',
      details: 'Nada a fazer: as 4 categorias padrão já existem.',
    })
  })

  it('auto-fix reports a missing migration as a schema problem and does not touch categories', async () => {
    const results = await runAll(autoFixSteps(target(t()), '99990101000000'))
    expect(results.verify.details).toBe('1 de 4 indicadores OK.')
    expect(results.categories).toMatchObject({
      status: 'warning',
      details: 'Não executado: o esquema está incompleto.',
    })
    expect(results.recheck.details).toContain('Esquema incompleto: aplique as migrações')
    const { count } = await t().createTestClient().from('categories').select('id', { count: 'exact', head: true })
    expect(count).toBe(0)
  })

  it('once the first account exists, admin and profiles checks see it; the session check confirms it with the server', async () => {
    const first = await t().signUpUser({ data: { full_name: 'Ana Admin' } })
    expect(await runCheck(adminCheck(target(t())))).toMatchObject({
      status: 'success',
      details: 'Existe pelo menos um administrador (visitantes não veem quem).',
    })
    expect(await runCheck(adminCheck(target(t(), first.client)))).toMatchObject({
      status: 'success',
      details: 'Existe pelo menos um administrador (Ana Admin).',
    })
    expect(await runCheck(profilesCheck(target(t())))).toMatchObject({
      status: 'success',
      details: '1 perfis visíveis para um visitante.',
    })
    expect(await runCheck(profilesCheck(target(t(), first.client)))).toMatchObject({
      status: 'success',
      details: '1 perfis visíveis; seu papel: admin.',
    })

    const session = await runCheck(sessionCheck(target(t(), first.client)))
    expect(session.status).toBe('success')
    expect(session.details).toContain(`Sessão ativa: ${first.email}`)
    expect(await runCheck(sessionCheck(target(t())))).toMatchObject({
      status: 'warning',
      details: 'Nenhuma sessão ativa: você está como visitante anônimo.',
    })

    // A session the server no longer accepts (signed out everywhere) is an error, not "active".
    const stale = await t().signIn(first.email, first.password)
    await first.client.auth.signOut({ scope: 'global' })
    const refused = await runCheck(sessionCheck(target(t(), stale)))
    expect(refused.status).toBe('error')
    expect(refused.details).toMatch(/^A sessão salva foi recusada pelo servidor/)
  })
})

describe('connectivity checks', () => {
  const t = useTestStack({ seed: false })

  it('REST, Auth and Storage succeed against the running stack, with the HTTP status they saw', async () => {
    const results = await runAll([restCheck(target(t())), authCheck(target(t())), storageCheck(target(t()))])
    expect(results.rest).toMatchObject({ status: 'success', details: 'API REST respondeu HTTP 200.' })
    expect(results.auth).toMatchObject({
      status: 'success',
      details: 'Autenticação respondeu HTTP 200 (GoTrue local).',
    })
    expect(results.storage.status).toBe('success')
    expect(results.storage.details).toMatch(/^Bucket post-images acessível/)
    for (const result of Object.values(results)) expect(result.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('REST, Auth and Storage are errors naming the URL when nothing listens there', async () => {
    const down = target(t(), t().createTestClient(), CLOSED)
    const results = await runAll([restCheck(down), authCheck(down)])
    expect(results.rest.status).toBe('error')
    expect(results.rest.details).toContain(`Não foi possível conectar a ${CLOSED}/rest/v1/`)
    expect(results.auth.details).toContain(`Não foi possível conectar a ${CLOSED}/auth/v1/health`)
  })

  it('the REST check is an error when the API refuses the key', async () => {
    const result = await runCheck(restCheck(target(t(), t().createTestClient(), t().url, await forgedAnonKey())))
    expect(result.status).toBe('error')
    expect(result.details).toMatch(/^API REST respondeu HTTP 401/)
  })

  it('GET, HEAD and OPTIONS on the REST root and posts path all answer', async () => {
    const results = await runAll(restMethodChecks(target(t())))
    expect(Object.keys(results)).toEqual([
      'get-raiz REST',
      'head-raiz REST',
      'options-raiz REST',
      'get-posts',
      'head-posts',
      'options-posts',
    ])
    for (const result of Object.values(results)) expect(result.status).toBe('success')
  })

  it('the fetch-error demonstrations each produce the failure they describe', async () => {
    const results = await runAll(fetchErrorChecks(target(t())))
    expect(results.unreachable.status).toBe('success')
    expect(results.unreachable.details).toMatch(/^fetch rejeitou com TypeError/)
    expect(results.timeout.details).toMatch(/^fetch rejeitou com TimeoutError/)
    expect(results['http-404'].details).toMatch(
      /^fetch não rejeita em erro HTTP: response\.ok = false, HTTP 404, corpo PGRST205/,
    )
    expect(results['supabase-error'].details).toMatch(/^supabase-js não lança: devolve \{ error \} com code PGRST205/)
  })
})

describe('/admin/reconfigure validation', () => {
  const t = useTestStack({ seed: false })

  it('accepts the right URL and anon key: reachable, anon role, every table present; prints the .env lines', async () => {
    const results = await runAll(reconfigureChecks(`${t().url}/`, t().anonKey))
    expect(results.key).toMatchObject({ status: 'success', details: 'Chave com papel "anon".' })
    expect(results.reachable.status).toBe('success')
    expect(results.tables).toMatchObject({ status: 'success', details: 'As 9 tabelas do app existem.' })
    expect(envLines(`${t().url}/`, ` ${t().anonKey} `)).toBe(
      `VITE_SUPABASE_URL=${t().url}\nVITE_SUPABASE_ANON_KEY=${t().anonKey}`,
    )
  })

  it('reports a key the API refuses', async () => {
    const results = await runAll(reconfigureChecks(t().url, await forgedAnonKey()))
    expect(results.key.status).toBe('success')
    expect(results.reachable.status).toBe('error')
    expect(results.reachable.details).toMatch(/^A chave foi recusada pela API \(HTTP 401\)/)
    expect(results.tables).toMatchObject({ status: 'error', details: 'A chave foi recusada em todas as tabelas.' })
  })

  it('refuses the service_role key and other non-anon keys before trusting them', async () => {
    expect((await runCheck(reconfigureChecks(t().url, t().serviceKey)[0])).details).toMatch(
      /^Esta é a chave service_role/,
    )
    expect((await runCheck(reconfigureChecks(t().url, 'sb_secret_abc')[0])).details).toMatch(
      /^Esta é uma chave secreta/,
    )
    expect((await runCheck(reconfigureChecks(t().url, 'qualquer-coisa')[0])).details).toMatch(
      /^Não parece uma chave do Supabase/,
    )
  })

  it('reports an address that is not a Supabase API, and one where nothing listens', async () => {
    const unreachable = await runAll(reconfigureChecks(CLOSED, t().anonKey))
    expect(unreachable.reachable.details).toContain(`Não foi possível conectar a ${CLOSED}/rest/v1/`)
  })
})
