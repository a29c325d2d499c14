/** @vitest-environment node */
// The Before User Created hook of the local Auth, against what supabase/auth does (hookspgfunc,
// hookserrors, v0hooks/manager.go, api/errors.go) and what the Supabase CLI reads from config.toml.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import { resolveAuthConfig } from '../../../../local/supabase/auth/auth-config.ts'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import {
  beforeUserCreatedInput,
  runBeforeUserCreatedHook,
} from '../../../../local/supabase/auth/before-user-created.ts'
import {
  checkHookOutput,
  configuredHook,
  HookConfigError,
  hookUriFromToml,
  parseHookUri,
} from '../../../../local/supabase/auth/pg-function-hooks.ts'
import { createAuthHandler } from '../../../../local/supabase/auth/handler.ts'
import { Mailbox } from '../../../../local/supabase/mailbox/mailbox.ts'
import { FakeDb, fakeDeps, TEST_CONFIG, USER_ID, userRow } from './fake-deps.ts'

const URI = 'pg-functions://postgres/public/hook_before_user_created'
const HOOK_SQL = /^select "public"\."hook_before_user_created"\(\$1\);$/
const INVITE_ONLY = 'Cadastro somente por convite. Peça um convite a um administrador.'

function failureOf(fn: () => void): AuthFailure | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    if (error instanceof AuthFailure) return error
    throw error
  }
}

describe('the hook configuration', () => {
  it('is declared in supabase/config.toml as the CLI reads it, and is the local default', () => {
    expect(configuredHook('before_user_created')).toBe(URI)
    expect(resolveAuthConfig().beforeUserCreatedHook).toBe(URI)
    expect(TEST_CONFIG.beforeUserCreatedHook).toBe(URI)
  })

  it('reads [auth.hook.before_user_created] only when enabled = true', () => {
    const section = (body: string) =>
      `[auth]\nenabled = true\n\n[auth.hook.before_user_created]\n${body}\n[auth.rate_limit]\nuri = "x"\n`
    expect(hookUriFromToml('before_user_created', section(`enabled = true\nuri = "${URI}"`))).toBe(URI)
    expect(hookUriFromToml('before_user_created', section(`uri = '${URI}' # comment\nenabled = true # on`))).toBe(URI)
    expect(hookUriFromToml('before_user_created', section(`enabled = false\nuri = "${URI}"`))).toBeNull()
    expect(hookUriFromToml('before_user_created', section(`uri = "${URI}"`))).toBeNull()
    expect(hookUriFromToml('before_user_created', section(`# enabled = true\nuri = "${URI}"`))).toBeNull()
    expect(
      hookUriFromToml('before_user_created', `# [auth.hook.before_user_created]\n# enabled = true\n# uri = "${URI}"\n`),
    ).toBeNull()
    expect(hookUriFromToml('before_user_created', '[auth]\nenabled = true\n')).toBeNull()
    // Enabled without a URI: the CLI refuses it (resolveAuthConfig does too, below).
    expect(hookUriFromToml('before_user_created', section('enabled = true'))).toBe('')
    // Keys of the next section are not this one's.
    expect(
      hookUriFromToml(
        'before_user_created',
        `[auth.hook.before_user_created]\n[auth.hook.custom_access_token]\nenabled = true\nuri = "${URI}"\n`,
      ),
    ).toBeNull()
  })

  it('follows the file: turning the hook off there turns it off', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hook-config-'))
    try {
      const file = path.join(dir, 'config.toml')
      writeFileSync(file, `[auth.hook.before_user_created]\nenabled = false\nuri = "${URI}"\n`)
      expect(configuredHook('before_user_created', file)).toBeNull()
      writeFileSync(
        file,
        `[auth.hook.before_user_created]\nenabled = true\nuri = "pg-functions://postgres/auth/other_hook"\n`,
      )
      expect(configuredHook('before_user_created', file)).toBe('pg-functions://postgres/auth/other_hook')
      expect(configuredHook('before_user_created', path.join(dir, 'missing.toml'))).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('can be overridden (null = off) through authConfig', () => {
    expect(resolveAuthConfig({ beforeUserCreatedHook: null }).beforeUserCreatedHook).toBeNull()
    expect(resolveAuthConfig({ beforeUserCreatedHook: 'pg-functions://postgres/auth/x' }).beforeUserCreatedHook).toBe(
      'pg-functions://postgres/auth/x',
    )
  })

  it("turns the URI into GoTrue's HookName, and refuses URIs the CLI or GoTrue refuse", () => {
    expect(parseHookUri(URI)).toEqual({ uri: URI, hookName: '"public"."hook_before_user_created"' })
    expect(parseHookUri('pg-functions://postgres/Auth/Hook_1/extra').hookName).toBe('"Auth"."Hook_1"')
    for (const [uri, message] of [
      ['', 'Missing required field in config: auth.hook.before_user_created.uri'],
      ['ftp://x/public/f', 'should be a HTTP, HTTPS, or pg-functions URI'],
      ['not a uri', 'should be a HTTP, HTTPS, or pg-functions URI'],
      ['https://example.com/hook', 'Postgres-function hooks only'],
      ['pg-functions://postgres/public', 'URI path does not contain enough parts'],
      ['pg-functions://postgres/pub-lic/f', 'invalid schema name: pub-lic'],
      ['pg-functions://postgres/public/1f', 'invalid table name: 1f'],
      ['pg-functions://postgres/public/f%22%3Bdrop', 'invalid table name'],
      ['pg-functions://postgres/public/f%zz', 'invalid table name'],
    ]) {
      expect(() => parseHookUri(uri), uri).toThrow(HookConfigError)
      expect(() => parseHookUri(uri), uri).toThrow(message)
    }
    expect(() => resolveAuthConfig({ beforeUserCreatedHook: 'pg-functions://postgres/public' })).toThrow(
      HookConfigError,
    )
    expect(() => resolveAuthConfig({ beforeUserCreatedHook: '' })).toThrow('Missing required field')
  })
})

describe('the hook input (BeforeUserCreatedInput)', () => {
  it("is GoTrue's metadata and the models.User about to be inserted", () => {
    const input = beforeUserCreatedInput(
      { id: USER_ID, email: 'maria@example.com', userMetadata: { full_name: 'Maria', role: 'admin' } },
      '127.0.0.1',
      new Date('2026-05-01T10:00:00.000Z'),
    )
    expect(input.metadata.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(JSON.stringify(input)).toBe(
      JSON.stringify({
        metadata: {
          uuid: input.metadata.uuid,
          time: '2026-05-01T10:00:00.000Z',
          name: 'before-user-created',
          ip_address: '127.0.0.1',
        },
        user: {
          id: USER_ID,
          aud: 'authenticated',
          role: '',
          email: 'maria@example.com',
          phone: '',
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: { full_name: 'Maria', role: 'admin' },
          identities: [],
          created_at: '0001-01-01T00:00:00Z',
          updated_at: '0001-01-01T00:00:00Z',
          is_anonymous: false,
        },
      }),
    )
  })

  it('leaves ip_address out when the address is unknown (omitempty), with a fresh uuid each time', () => {
    const user = { id: USER_ID, email: 'a@example.com', userMetadata: {} }
    const a = beforeUserCreatedInput(user, '')
    const b = beforeUserCreatedInput(user, 'unknown')
    expect(a.metadata).not.toHaveProperty('ip_address')
    expect(b.metadata).not.toHaveProperty('ip_address')
    expect(a.metadata.uuid).not.toBe(b.metadata.uuid)
  })
})

describe('checkHookOutput (hookserrors.Check, then the unmarshal into BeforeUserCreatedOutput)', () => {
  it('lets the sign-up go on for {}, null, SQL NULL and errors without a message', () => {
    for (const output of [
      {},
      null,
      undefined,
      'null',
      '{}',
      { decision: 'reject' },
      { error: null },
      { error: {} },
      { error: { http_code: 403 } },
      { error: { http_code: 403, message: '' } },
    ]) {
      expect(
        failureOf(() => checkHookOutput(output)),
        JSON.stringify(output),
      ).toBeUndefined()
    }
  })

  it('ignores an error Go cannot decode, as GoTrue does', () => {
    for (const output of [
      { error: 'recusado' },
      { error: ['recusado'] },
      { error: { http_code: '403', message: 'x' } },
      { error: { http_code: 403.5, message: 'x' } },
      { error: { http_code: 403, message: 42 } },
    ]) {
      expect(
        failureOf(() => checkHookOutput(output)),
        JSON.stringify(output),
      ).toBeUndefined()
    }
  })

  it("refuses with the hook's status and message", () => {
    const failure = failureOf(() => checkHookOutput({ error: { http_code: 403, message: INVITE_ONLY } }))
    expect(failure).toMatchObject({ status: 403, code: 'unknown', message: INVITE_ONLY, codeHeader: false })
    // A text/json result is parsed as GoTrue parses the bytes; keys match case-insensitively as in encoding/json.
    expect(failureOf(() => checkHookOutput(`{"error":{"http_code":422,"message":"não"}}`))).toMatchObject({
      status: 422,
      message: 'não',
    })
    expect(failureOf(() => checkHookOutput({ Error: { HTTP_CODE: 409, Message: 'm' } }))).toMatchObject({
      status: 409,
      message: 'm',
    })
  })

  it('answers 500 unexpected_failure when http_code is 0 or absent', () => {
    for (const error of [
      { message: 'falhou' },
      { http_code: 0, message: 'falhou' },
      { http_code: null, message: 'falhou' },
    ]) {
      expect(failureOf(() => checkHookOutput({ error }))).toMatchObject({
        status: 500,
        code: 'unexpected_failure',
        message: 'falhou',
        codeHeader: false,
      })
    }
  })

  it('answers "Error unmarshaling JSON output." for a result that is not a JSON object', () => {
    for (const output of [[], [{ error: { message: 'x' } }], 42, true, '"texto"', 'não é json']) {
      expect(
        failureOf(() => checkHookOutput(output)),
        JSON.stringify(output),
      ).toMatchObject({
        status: 500,
        code: 'unexpected_failure',
        message: 'Error unmarshaling JSON output.',
        codeHeader: true,
      })
    }
  })

  it("answers GoTrue's recovered 500 for a status net/http would not write", () => {
    for (const http_code of [-1, 42, 1000]) {
      expect(failureOf(() => checkHookOutput({ error: { http_code, message: 'x' } }))).toMatchObject({
        status: 500,
        code: 'unexpected_failure',
        message: 'Internal Server Error',
      })
    }
  })
})

describe('runBeforeUserCreatedHook', () => {
  const user = { id: USER_ID, email: 'maria@example.com', userMetadata: { full_name: 'Maria' } }

  it('runs the function as supabase_auth_admin with a 2 s statement time-out, in one transaction of its own', async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: URI })
    let inTransaction = false
    const transaction = db.transaction.bind(db)
    db.transaction = async <T>(fn: (tx: FakeDb) => Promise<T>) => {
      inTransaction = true
      try {
        return await transaction(fn)
      } finally {
        inTransaction = false
      }
    }
    const seen: boolean[] = []
    db.on(/./, () => (seen.push(inTransaction), []))
    await runBeforeUserCreatedHook(deps, user, '10.0.0.7')
    expect(db.queries.map((q) => q.sql)).toEqual([
      'set local role supabase_auth_admin',
      "set local statement_timeout TO '2000';",
      'select "public"."hook_before_user_created"($1);',
      'set local statement_timeout TO default;',
    ])
    expect(seen).toEqual([true, true, true, true])
    const input = JSON.parse(db.queries[2].params[0] as string)
    expect(input.metadata).toMatchObject({ name: 'before-user-created', ip_address: '10.0.0.7' })
    expect(input.user).toMatchObject({ id: USER_ID, email: 'maria@example.com', user_metadata: { full_name: 'Maria' } })
  })

  it('calls the function the URI names', async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: 'pg-functions://postgres/auth/gate' })
    await runBeforeUserCreatedHook(deps, user, '')
    expect(db.sql(/^select /).map((q) => q.sql)).toEqual(['select "auth"."gate"($1);'])
  })

  it('does nothing when no hook is configured', async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: null })
    await runBeforeUserCreatedHook(deps, user, '')
    expect(db.queries).toEqual([])
  })

  it("refuses with the function's error", async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: URI })
    db.on(HOOK_SQL, () => [{ hook_before_user_created: { error: { http_code: 403, message: INVITE_ONLY } } }])
    await expect(runBeforeUserCreatedHook(deps, user, '')).rejects.toMatchObject({
      status: 403,
      code: 'unknown',
      message: INVITE_ONLY,
    })
  })

  it('answers 500 "Error running hook URI: …" when the function raises, and logs why', async () => {
    const { deps, db } = fakeDeps({ beforeUserCreatedHook: URI })
    db.on(HOOK_SQL, () => {
      throw new Error('permission denied for function hook_before_user_created')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(runBeforeUserCreatedHook(deps, user, '')).rejects.toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: `Error running hook URI: ${URI}`,
      codeHeader: true,
    })
    expect(log.mock.calls).toEqual([
      [`[auth] hook ${URI} failed:`, 'permission denied for function hook_before_user_created'],
    ])
    log.mockRestore()
  })
})

describe('the hook through the Auth router', () => {
  function handler(db: FakeDb, hook: string | null = URI) {
    const ctx = {
      db: db as never,
      jwtSecret: LOCAL_JWT_SECRET,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publicUrl: 'http://127.0.0.1:54321',
    }
    return createAuthHandler(ctx, new Mailbox(), { ...TEST_CONFIG, beforeUserCreatedHook: hook })
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Request(`http://127.0.0.1:54321/auth/v1${path}`, { method: 'POST', body: JSON.stringify(body), headers })
  const refusing = () =>
    new FakeDb().on(HOOK_SQL, () => [{ hook_before_user_created: { error: { http_code: 403, message: INVITE_ONLY } } }])

  it('renders a refusal as GoTrue does: the status, {code: "unknown", message}, no x-sb-error-code', async () => {
    const db = refusing()
    const response = await handler(db).handleAuth(
      post('/signup', { email: 'nova@example.com', password: 'segredo123' }),
      '127.0.0.1',
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 'unknown', message: INVITE_ONLY })
    expect(response.headers.get('x-sb-error-code')).toBeNull()
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(db.sql(/^insert/)).toEqual([])
    expect(JSON.parse(db.sql(HOOK_SQL)[0].params[0] as string).metadata.ip_address).toBe('127.0.0.1')
  })

  it('renders a raising function as 500 unexpected_failure "Error running hook URI: …" with the code header', async () => {
    const db = new FakeDb().on(HOOK_SQL, () => {
      throw new Error('boom')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await handler(db).handleAuth(
      post('/signup', { email: 'nova@example.com', password: 'segredo123' }),
    )
    log.mockRestore()
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: 'unexpected_failure', message: `Error running hook URI: ${URI}` })
    expect(response.headers.get('x-sb-error-code')).toBe('unexpected_failure')
  })

  it('asks the hook for POST /otp that would create a user, not for an existing address', async () => {
    const db = refusing()
    const response = await handler(db).handleAuth(post('/otp', { email: 'nova@example.com', create_user: true }))
    expect(response.status).toBe(403)
    expect(db.sql(/^insert/)).toEqual([])
    expect(deliveredTo(db)).toEqual([])

    const known = refusing().on(/from auth\.users where lower\(email\)/, () => [userRow()])
    expect((await handler(known).handleAuth(post('/otp', { email: 'maria@example.com' }))).status).toBe(200)
    expect(known.sql(HOOK_SQL)).toEqual([])
  })

  it('never asks for a sign-up of an address that already exists', async () => {
    const db = refusing().on(/from auth\.users where lower\(email\)/, () => [userRow()])
    const response = await handler(db).handleAuth(
      post('/signup', { email: 'maria@example.com', password: 'segredo123' }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('user_already_exists')
    expect(db.sql(HOOK_SQL)).toEqual([])
  })

  it('never asks for POST /admin/users (the admin API skips hooks)', async () => {
    const db = refusing()
    let id: unknown
    db.on(/^insert into auth\.users/, (params) => ((id = params[0]), []))
    db.on(/from auth\.users where id/, ([asked]) => (asked === id ? [userRow({ id: asked as string })] : []))
    const response = await handler(db).handleAuth(
      post(
        '/admin/users',
        { email: 'nova@example.com', password: 'segredo123' },
        { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
      ),
    )
    expect(response.status).toBe(200)
    expect(db.sql(HOOK_SQL)).toEqual([])
  })

  it('lets the sign-up through with the hook off', async () => {
    const db = refusing()
    db.on(/from auth\.users where id/, () => [userRow()])
    const response = await handler(db, null).handleAuth(
      post('/signup', { email: 'nova@example.com', password: 'segredo123' }),
    )
    expect(response.status).toBe(200)
    expect(db.sql(HOOK_SQL)).toEqual([])
  })
})

function deliveredTo(db: FakeDb) {
  return db.sql(/confirmation_token|recovery_token/)
}
