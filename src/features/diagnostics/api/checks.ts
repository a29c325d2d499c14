// The checks behind the developer diagnostic pages. Each one makes real requests to the Supabase API
// the app is built with (or, for /admin/reconfigure, to one being tried) and says what it saw.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Check, CheckOutcome } from '@/lib/checks'
import type { Database } from '@/lib/database.types'

/** The API being checked: its base URL, public key and a supabase-js client on it. */
export interface DiagnosticsTarget {
  url: string
  anonKey: string
  client: SupabaseClient<Database>
}

/** Tables the app reads and writes; /admin/reconfigure checks a new project has them all. */
export const EXPECTED_TABLES = [
  'profiles',
  'categories',
  'posts',
  'comments',
  'menu_items',
  'newsletter_subscribers',
  'post_revisions',
  'post_views_daily',
  'ai_drafts',
] as const

const TIMEOUT_MS = 10_000

function apiHeaders(anonKey: string): Record<string, string> {
  // New-style publishable keys are not JWTs and go in `apikey` only, as supabase-js sends them.
  return anonKey.startsWith('sb_') ? { apikey: anonKey } : { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
}

/** fetch with the API key and a time-out; a network failure is rethrown in pt-BR, naming the URL. */
async function request(url: string, anonKey: string | null, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      headers: { ...(anonKey ? apiHeaders(anonKey) : {}), ...(init.headers as Record<string, string> | undefined) },
      signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`Sem resposta de ${url} em ${TIMEOUT_MS / 1000} s.`, { cause: error })
    }
    throw new Error(
      `Não foi possível conectar a ${url} (${error instanceof Error ? error.message : 'Erro desconhecido'}).`,
      { cause: error },
    )
  }
}

async function bodySummary(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const json = JSON.parse(text) as { code?: string; message?: string; msg?: string; error?: string }
    const message = json.message ?? json.msg ?? json.error
    return [json.code, message].filter(Boolean).join(': ') || text.slice(0, 160)
  } catch {
    return text.slice(0, 160)
  }
}

async function errorCode(response: Response): Promise<string | null> {
  const json = (await response.json().catch(() => null)) as { code?: unknown } | null
  return typeof json?.code === 'string' ? json.code : null
}

function httpOutcome(response: Response, what: string): CheckOutcome {
  return response.ok
    ? { status: 'success', details: `${what} respondeu HTTP ${response.status}.` }
    : { status: 'error', details: `${what} respondeu HTTP ${response.status}.` }
}

/** GET /rest/v1/ — PostgREST's root (the OpenAPI description) answers with the anon key. */
export function restCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'rest',
    label: 'API REST (GET /rest/v1/)',
    run: async () => {
      const response = await request(`${target.url}/rest/v1/`, target.anonKey)
      if (!response.ok)
        return {
          status: 'error',
          details: `API REST respondeu HTTP ${response.status}: ${await bodySummary(response)}`,
        }
      return httpOutcome(response, 'API REST')
    },
  }
}

/** GET /auth/v1/health — GoTrue's health endpoint. */
export function authCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'auth',
    label: 'Autenticação (GET /auth/v1/health)',
    run: async () => {
      const response = await request(`${target.url}/auth/v1/health`, target.anonKey)
      if (!response.ok)
        return {
          status: 'error',
          details: `Autenticação respondeu HTTP ${response.status}: ${await bodySummary(response)}`,
        }
      const health = (await response.json().catch(() => ({}))) as { name?: string; version?: string }
      return {
        status: 'success',
        details: `Autenticação respondeu HTTP ${response.status} (${[health.name, health.version].filter(Boolean).join(' ') || 'sem versão'}).`,
      }
    },
  }
}

/** Lists the public `post-images` bucket through Storage, as the editor's uploads need. */
export function storageCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'storage',
    label: 'Storage (bucket post-images)',
    run: async () => {
      const { data, error } = await target.client.storage.from('post-images').list('', { limit: 5 })
      if (error)
        return { status: 'error', details: `Storage recusou a listagem do bucket post-images: ${error.message}` }
      return {
        status: 'success',
        details: `Bucket post-images acessível (${data.length} ${data.length === 1 ? 'item listado' : 'itens listados'}).`,
      }
    },
  }
}

/** The browser's auth session, confirmed with the server (getUser), not just read from storage. */
export function sessionCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'session',
    label: 'Sessão de autenticação',
    run: async () => {
      const { data } = await target.client.auth.getSession()
      if (!data.session)
        return { status: 'warning', details: 'Nenhuma sessão ativa: você está como visitante anônimo.' }
      const { data: user, error } = await target.client.auth.getUser()
      if (error || !user.user)
        return {
          status: 'error',
          details: `A sessão salva foi recusada pelo servidor: ${error?.message ?? 'Erro desconhecido'}`,
        }
      const expires = data.session.expires_at
        ? new Date(data.session.expires_at * 1000).toLocaleTimeString('pt-BR')
        : '—'
      return { status: 'success', details: `Sessão ativa: ${user.user.email ?? user.user.id} (expira às ${expires}).` }
    },
  }
}

/** Reads `profiles` with the current session, under row-level security. */
export function profilesCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'profiles',
    label: 'Tabela profiles (com RLS)',
    run: async () => {
      const { count, error } = await target.client.from('profiles').select('id', { count: 'exact', head: true })
      if (error)
        return {
          status: 'error',
          details: `Leitura de profiles falhou: ${error.code ? `${error.code}: ` : ''}${error.message || 'Erro desconhecido'}`,
        }
      const { data: session } = await target.client.auth.getSession()
      const userId = session.session?.user.id
      if (!userId) return { status: 'success', details: `${count ?? 0} perfis visíveis para um visitante.` }
      const own = await target.client.from('profiles').select('role').eq('id', userId).maybeSingle()
      if (own.error) return { status: 'error', details: `Seu perfil não pôde ser lido: ${own.error.message}` }
      if (!own.data)
        return { status: 'warning', details: `${count ?? 0} perfis visíveis, mas o seu perfil não existe.` }
      return { status: 'success', details: `${count ?? 0} perfis visíveis; seu papel: ${own.data.role}.` }
    },
  }
}

/**
 * Whether an admin exists. PGRST116 ("no rows" from .single()) means none: a warning, not an error.
 * Visitors may not read roles (column grants), so for them the answer comes from admin_exists().
 */
export function adminCheck(target: DiagnosticsTarget): Check {
  return {
    id: 'admin',
    label: 'Administrador',
    run: async () => {
      const none: CheckOutcome = {
        status: 'warning',
        details: 'Nenhum administrador ainda: crie o primeiro em /admin/setup.',
      }
      const { data, error } = await target.client
        .from('profiles')
        .select('full_name')
        .eq('role', 'admin')
        .limit(1)
        .single()
      if (error?.code === 'PGRST116') return none
      if (error?.code === '42501') {
        const exists = await target.client.rpc('admin_exists')
        if (exists.error)
          return {
            status: 'error',
            details: `A busca por administradores falhou: ${exists.error.message || 'Erro desconhecido'}`,
          }
        return exists.data
          ? { status: 'success', details: 'Existe pelo menos um administrador (visitantes não veem quem).' }
          : none
      }
      if (error)
        return {
          status: 'error',
          details: `A busca por administradores falhou: ${error.message || 'Erro desconhecido'}`,
        }
      return { status: 'success', details: `Existe pelo menos um administrador (${data.full_name || 'sem nome'}).` }
    },
  }
}

/**
 * A cross-origin request from this page with the API key, which needs the server's CORS approval
 * (the browser sends a preflight). The Access-Control-* headers are shown when the server exposes
 * them; browsers hide the others from scripts, so a success is the proof that CORS allows us.
 */
export function corsCheck(target: DiagnosticsTarget, origin: string): Check {
  return {
    id: 'cors',
    label: 'CORS (requisição com apikey a partir desta origem)',
    run: async () => {
      let response: Response
      try {
        response = await request(`${target.url}/rest/v1/posts?select=id&limit=1`, target.anonKey)
      } catch (error) {
        return {
          status: 'error',
          details: `O navegador bloqueou a requisição ou o servidor não respondeu. Verifique se ${origin} é uma origem permitida. (${error instanceof Error ? error.message : 'Erro desconhecido'})`,
        }
      }
      const read = (name: string) => response.headers.get(name) ?? 'não exposto'
      return {
        status: 'success',
        details:
          `Requisição de ${origin} aceita (HTTP ${response.status}).\n` +
          `Allow-Origin: ${read('access-control-allow-origin')} · Allow-Credentials: ${read('access-control-allow-credentials')} · ` +
          `Expose-Headers lidos: Content-Range ${response.headers.has('content-range') ? 'sim' : 'não'}`,
      }
    },
  }
}

/** docs/architecture.md#calls-and-caching: GET, HEAD and OPTIONS to the REST root and to the posts path, with the API key. */
export function restMethodChecks(target: DiagnosticsTarget): Check[] {
  const targets = [
    { path: '/rest/v1/', name: 'raiz REST' },
    { path: '/rest/v1/posts?select=id&limit=1', name: 'posts' },
  ]
  return targets.flatMap(({ path, name }) =>
    (['GET', 'HEAD', 'OPTIONS'] as const).map<Check>((method) => ({
      id: `${method.toLowerCase()}-${name}`,
      label: `${method} ${path.split('?')[0]}`,
      run: async () => {
        const response = await request(`${target.url}${path}`, target.anonKey, { method })
        const ok = response.ok || (method === 'OPTIONS' && response.status < 500)
        return {
          status: ok ? 'success' : 'error',
          details: `${name}: HTTP ${response.status}${response.headers.get('content-range') ? ` · Content-Range ${response.headers.get('content-range')}` : ''}`,
        }
      },
    })),
  )
}

/** What a failing fetch looks like from the app: the four shapes a network or API error takes. */
export function fetchErrorChecks(target: DiagnosticsTarget): Check[] {
  const expectFailure = (details: string): CheckOutcome => ({ status: 'success', details })
  return [
    {
      id: 'unreachable',
      label: 'Servidor inexistente (endereço .invalid)',
      run: async () => {
        // .invalid never resolves (RFC 2606), so this always fails the way an unreachable API does.
        const url = 'http://servidor-inexistente.invalid/'
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
          return { status: 'warning', details: `Esperava uma falha, mas ${url} respondeu HTTP ${response.status}.` }
        } catch (error) {
          return expectFailure(
            `fetch rejeitou com ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}. ` +
              'O navegador não diz se foi rede, DNS ou CORS: o app mostra "erro de conexão".',
          )
        }
      },
    },
    {
      id: 'timeout',
      label: 'Tempo esgotado (requisição abortada por tempo-limite)',
      run: async () => {
        // A 1 ms AbortSignal.timeout loses the race to a fast local API when the page is busy, so the
        // time-out fires deterministically: the request starts, then its signal aborts with the same
        // TimeoutError an expired AbortSignal.timeout gives.
        const controller = new AbortController()
        const pending = fetch(`${target.url}/rest/v1/`, {
          headers: apiHeaders(target.anonKey),
          signal: controller.signal,
        })
        controller.abort(new DOMException('signal timed out', 'TimeoutError'))
        try {
          await pending
          return { status: 'warning', details: 'A resposta chegou antes do tempo-limite.' }
        } catch (error) {
          return expectFailure(
            `fetch rejeitou com ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}.`,
          )
        }
      },
    },
    {
      id: 'http-404',
      label: 'Resposta de erro HTTP (tabela inexistente)',
      run: async () => {
        const response = await request(`${target.url}/rest/v1/tabela_inexistente?select=*`, target.anonKey)
        if (response.ok) return { status: 'warning', details: `Esperava um erro, mas veio HTTP ${response.status}.` }
        return expectFailure(
          `fetch não rejeita em erro HTTP: response.ok = false, HTTP ${response.status}, corpo ${await bodySummary(response)}.`,
        )
      },
    },
    {
      id: 'supabase-error',
      label: 'Erro devolvido pelo supabase-js',
      run: async () => {
        // Deliberately a table that does not exist: the typed client does not know it.
        const { error } = await (target.client as unknown as SupabaseClient).from('tabela_inexistente').select('*')
        if (!error) return { status: 'warning', details: 'Esperava um erro, mas a consulta funcionou.' }
        return expectFailure(
          `supabase-js não lança: devolve { error } com code ${error.code ?? '—'} e a mensagem "${error.message}".`,
        )
      },
    },
  ]
}

/** /admin/reconfigure: what kind of key this is, read from the key itself (no request). */
export function keyRole(key: string): { role: string | null; problem: string | null } {
  const trimmed = key.trim()
  if (trimmed.startsWith('sb_publishable_')) return { role: 'anon', problem: null }
  if (trimmed.startsWith('sb_secret_'))
    return {
      role: 'service_role',
      problem: 'Esta é uma chave secreta: nunca a use no navegador. Use a chave anon (publishable).',
    }
  const parts = trimmed.split('.')
  if (parts.length !== 3)
    return { role: null, problem: 'Não parece uma chave do Supabase (um JWT ou uma chave sb_publishable_).' }
  try {
    const payload = JSON.parse(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }
    const role = typeof payload.role === 'string' ? payload.role : null
    if (role === 'anon') return { role, problem: null }
    if (role === 'service_role')
      return {
        role,
        problem:
          'Esta é a chave service_role: ela ignora toda a segurança e nunca deve ir para o navegador. Use a chave anon.',
      }
    return { role, problem: `A chave tem o papel "${role ?? 'nenhum'}", não "anon".` }
  } catch {
    return { role: null, problem: 'Não foi possível ler a chave: o JWT está malformado.' }
  }
}

/**
 * /admin/reconfigure: checks a Supabase URL and anon key by calling that API — is it reachable, is
 * the key accepted and an anon key, are the app's tables there. Nothing is stored.
 */
export function reconfigureChecks(url: string, anonKey: string): Check[] {
  const base = url.replace(/\/+$/, '')
  return [
    {
      id: 'key',
      label: 'Tipo da chave',
      run: async () => {
        const { role, problem } = keyRole(anonKey)
        return problem
          ? { status: 'error', details: problem }
          : { status: 'success', details: `Chave com papel "${role}".` }
      },
    },
    {
      id: 'reachable',
      label: 'API acessível e chave aceita',
      run: async () => {
        const response = await request(`${base}/rest/v1/`, anonKey)
        if (response.status === 401 || response.status === 403) {
          return {
            status: 'error',
            details: `A chave foi recusada pela API (HTTP ${response.status}): ${await bodySummary(response)}. Confira a chave anon do projeto.`,
          }
        }
        if (!response.ok)
          return { status: 'error', details: `A API respondeu HTTP ${response.status}: ${await bodySummary(response)}` }
        return { status: 'success', details: `${base} respondeu HTTP ${response.status} com esta chave.` }
      },
    },
    {
      id: 'tables',
      label: 'Tabelas do app',
      run: async () => {
        const results = await Promise.all(
          EXPECTED_TABLES.map(async (table) => ({
            table,
            response: await request(`${base}/rest/v1/${table}?select=*&limit=0`, anonKey),
          })),
        )
        // 42501 ("permission denied") proves the table exists: visitors just may not read all of it.
        const answers = await Promise.all(
          results.map(async ({ table, response }) => ({
            table,
            status: response.status,
            code: response.ok ? null : await errorCode(response),
          })),
        )
        const present = answers.filter(({ status, code }) => status < 300 || code === '42501')
        if (present.length === 0 && answers.every(({ status }) => status === 401 || status === 403)) {
          return { status: 'error', details: 'A chave foi recusada em todas as tabelas.' }
        }
        const missing = answers.filter(({ status }) => status === 404).map(({ table }) => table)
        const other = answers
          .filter((answer) => !present.includes(answer) && answer.status !== 404)
          .map(({ table, status }) => `${table} (HTTP ${status})`)
        if (missing.length > 0)
          return {
            status: 'error',
            details: `Faltam tabelas: ${missing.join(', ')}. Rode as migrações (supabase db push).`,
          }
        if (other.length > 0) return { status: 'warning', details: `Sem acesso a: ${other.join(', ')}.` }
        return { status: 'success', details: `As ${EXPECTED_TABLES.length} tabelas do app existem.` }
      },
    },
  ]
}

/** The `.env` lines for a checked configuration. */
export function envLines(url: string, anonKey: string): string {
  return `VITE_SUPABASE_URL=${url.replace(/\/+$/, '')}\nVITE_SUPABASE_ANON_KEY=${anonKey.trim()}`
}
