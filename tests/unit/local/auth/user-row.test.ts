/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { findUserByEmail, findUserById, USER_COLUMNS, userJson } from '../../../../local/supabase/auth/user-row.ts'
import { FakeDb, USER_ID, userRow } from './fake-deps.ts'

describe('findUserById / findUserByEmail', () => {
  it('select the user by id, and by e-mail case-insensitively', async () => {
    const row = userRow()
    const fake = new FakeDb().on(/auth\.users/, () => [row])
    const db = fake as never
    expect(await findUserById(db, USER_ID)).toBe(row)
    expect(await findUserByEmail(db, 'Maria@Example.com')).toBe(row)
    expect(fake.queries).toEqual([
      { sql: `select ${USER_COLUMNS} from auth.users where id = $1`, params: [USER_ID] },
      {
        sql: `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) limit 1`,
        params: ['Maria@Example.com'],
      },
    ])
  })

  it('return null (not undefined) when there is no such user', async () => {
    const db = new FakeDb() as never
    expect(await findUserById(db, USER_ID)).toBeNull()
    expect(await findUserByEmail(db, 'x@example.com')).toBeNull()
  })
})

describe('userJson', () => {
  it('builds GoTrue’s User JSON with the e-mail identity', () => {
    const row = userRow({
      email_confirmed_at: new Date('2026-01-02T03:04:05.000Z'),
      confirmation_sent_at: new Date('2026-01-02T03:00:00.000Z'),
      recovery_sent_at: new Date('2026-01-03T00:00:00.000Z'),
      last_sign_in_at: new Date('2026-01-04T00:00:00.000Z'),
      raw_user_meta_data: { full_name: 'Maria' },
      updated_at: new Date('2026-01-05T00:00:00.000Z'),
    })
    expect(userJson(row)).toEqual({
      id: USER_ID,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'maria@example.com',
      email_confirmed_at: '2026-01-02T03:04:05.000Z',
      phone: '',
      confirmation_sent_at: '2026-01-02T03:00:00.000Z',
      confirmed_at: '2026-01-02T03:04:05.000Z',
      recovery_sent_at: '2026-01-03T00:00:00.000Z',
      last_sign_in_at: '2026-01-04T00:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Maria' },
      identities: [
        {
          identity_id: USER_ID,
          id: USER_ID,
          user_id: USER_ID,
          identity_data: {
            sub: USER_ID,
            email: 'maria@example.com',
            email_verified: true,
            phone_verified: false,
            full_name: 'Maria',
          },
          provider: 'email',
          last_sign_in_at: '2026-01-04T00:00:00.000Z',
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-05T00:00:00.000Z',
          email: 'maria@example.com',
        },
      ],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-05T00:00:00.000Z',
      is_anonymous: false,
    })
  })

  it('leaves out the timestamps that are null and fills in the defaults', () => {
    const json = userJson(
      userRow({
        aud: null,
        role: null,
        email: null,
        email_confirmed_at: null,
        raw_app_meta_data: null,
        raw_user_meta_data: null,
        phone: null,
        is_anonymous: null,
      }),
    )
    expect(Object.keys(json).sort()).toEqual(
      [
        'id',
        'aud',
        'role',
        'email',
        'phone',
        'app_metadata',
        'user_metadata',
        'identities',
        'created_at',
        'updated_at',
        'is_anonymous',
      ].sort(),
    )
    expect(json).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    })
    const [identity] = json.identities as Array<Record<string, unknown>>
    expect(identity.identity_data).toEqual({ sub: USER_ID, email: '', email_verified: false, phone_verified: false })
    // Never signed in: the identity's last sign-in is the creation time.
    expect(identity.last_sign_in_at).toBe('2026-01-01T00:00:00.000Z')
  })

  it('keeps the row’s aud, role and phone, and counts a confirmed phone as confirmed', () => {
    const json = userJson(
      userRow({
        aud: 'other-aud',
        role: 'service_role',
        phone: '5511999999999',
        email_confirmed_at: null,
        phone_confirmed_at: new Date('2026-02-01T00:00:00.000Z'),
      }),
    )
    expect(json).toMatchObject({
      aud: 'other-aud',
      role: 'service_role',
      phone: '5511999999999',
      phone_confirmed_at: '2026-02-01T00:00:00.000Z',
      confirmed_at: '2026-02-01T00:00:00.000Z',
    })
    expect(json).not.toHaveProperty('email_confirmed_at')
  })

  it('accepts timestamps as strings, as the database driver may return them', () => {
    const json = userJson(userRow({ created_at: '2026-01-01 00:00:00+00' as unknown as Date }))
    expect(json.created_at).toBe('2026-01-01T00:00:00.000Z')
  })

  it('gives an anonymous user no identities', () => {
    const json = userJson(userRow({ is_anonymous: true }))
    expect(json.identities).toEqual([])
    expect(json.is_anonymous).toBe(true)
  })
})
