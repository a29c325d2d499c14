// The second step for privileged writes (issue 51, migration 20250101125900_staff_mfa.sql, decision 060):
// every privileged write, per role, per factor and aal, with "2FA obrigatório para administradores e
// editores" off and on. Each attempt runs in a transaction that is rolled back, so the cases are
// independent; what they need (a post, an invitation, a user to delete) is created before, as the owner.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addVerifiedFactor,
  as,
  atAal2,
  createUser,
  databaseBefore,
  errorAs,
  insertPost,
  inviteEmail,
  queryAs,
  setAuthorsPublishWithoutReview,
  useFreshDatabase,
  type Actor,
  type Db,
  type StaffRole,
  type TestUser,
} from './helpers'

const MFA_REFUSAL = 'Confirme o código do aplicativo autenticador para fazer esta alteração.'
const ENROL_FIRST = 'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.'
const HOSTILE = '<p>Compre agora no nosso site e chame no whatsapp: cura garantida.</p>'

const db = useFreshDatabase()

/** Per role: one person without a factor and one with a verified factor. */
const people = {} as Record<StaffRole, { plain: TestUser; withFactor: TestUser }>

beforeAll(async () => {
  // The first account is the bootstrap admin; the others are invited with their role.
  for (const role of ['admin', 'editor', 'author'] as const) {
    const plain = await createUser(db(), { fullName: `${role} sem fator`, invite: role })
    const withFactor = await createUser(db(), { fullName: `${role} com fator`, invite: role })
    await addVerifiedFactor(db(), withFactor)
    people[role] = { plain, withFactor }
  }
  // Authors publish too, so that publishing is tried by every role.
  await setAuthorsPublishWithoutReview(db(), true)
})

async function setRequired(on: boolean): Promise<void> {
  await db().query('update public.site_settings set require_staff_mfa = $1', [on])
}

interface Write {
  name: string
  /** The roles that may make this write at all. */
  roles: StaffRole[]
  /** Creates, as the owner, what the write needs; returns its parameters. */
  prepare?: (db: Db, actor: TestUser) => Promise<unknown[]>
  sql: string
  /** Whether the rows returned mean the write was made. */
  done?: (rows: Record<string, unknown>[]) => boolean
  /** How a refusal for the missing second step shows: the function's message, RLS's error, or no rows. */
  refusal: 'message' | 'rls' | 'no rows'
}

const newEmail = async () => [`convidado-${randomUUID().slice(0, 8)}@example.com`]
const invitation = async (db: Db) => [(await inviteEmail(db, `pendente-${randomUUID().slice(0, 8)}@example.com`)).id]
const someone = async (db: Db) => [(await createUser(db)).id]
const draftOf = async (db: Db, actor: TestUser) => [await insertPost(db, { status: 'draft', authorId: actor.id })]
const published = async (db: Db) => [await insertPost(db, { status: 'published' })]

const WRITES: Write[] = [
  {
    name: 'changing a role',
    roles: ['admin'],
    prepare: someone,
    sql: `update public.profiles set role = 'editor' where id = $1 returning id`,
    refusal: 'message',
  },
  {
    name: 'inviting',
    roles: ['admin'],
    prepare: newEmail,
    sql: `select public.invite_staff($1, 'author')`,
    refusal: 'message',
  },
  {
    name: 'inviting for a sign-up',
    roles: ['admin'],
    prepare: newEmail,
    sql: `select public.invite_staff_for_signup($1, 'author')`,
    refusal: 'message',
  },
  {
    name: 'resending an invitation',
    roles: ['admin'],
    prepare: invitation,
    sql: 'select public.resend_staff_invitation($1)',
    refusal: 'message',
  },
  {
    name: 'revoking an invitation',
    roles: ['admin'],
    prepare: invitation,
    sql: 'select public.revoke_staff_invitation($1)',
    refusal: 'message',
  },
  {
    name: 'changing the site settings',
    roles: ['admin'],
    sql: 'update public.site_settings set citation_style = $$vancouver$$ returning id',
    refusal: 'rls',
  },
  {
    name: 'publishing a draft',
    roles: ['author', 'editor', 'admin'],
    prepare: draftOf,
    sql: `update public.posts set status = 'published' where id = $1 returning id`,
    refusal: 'message',
  },
  {
    name: 'scheduling a draft',
    roles: ['author', 'editor', 'admin'],
    prepare: draftOf,
    sql: `update public.posts set status = 'scheduled', published_at = now() + interval '1 day' where id = $1 returning id`,
    refusal: 'message',
  },
  {
    name: 'creating a post already published',
    roles: ['author', 'editor', 'admin'],
    prepare: async (_db, actor) => [actor.id, `direto-${randomUUID()}`],
    sql: `insert into public.posts (title, slug, content, author_id, status) values ('Direto', $2, '<p>Texto.</p>', $1, 'published') returning id`,
    refusal: 'message',
  },
  {
    name: 'sending a post to the newsletter',
    roles: ['editor', 'admin'],
    prepare: published,
    sql: 'select public.request_newsletter_send($1)',
    refusal: 'message',
  },
  {
    name: 'overriding a compliance finding',
    roles: ['editor', 'admin'],
    prepare: async (db) => [...(await published(db)), HOSTILE],
    sql: `update public.posts set content = $2, compliance_justification = 'Contexto jornalístico, revisado.' where id = $1 returning id`,
    refusal: 'message',
  },
  {
    name: 'reading the audit log',
    roles: ['admin'],
    sql: 'select id from public.audit_log limit 1',
    done: (rows) => rows.length === 1,
    refusal: 'no rows',
  },
  {
    name: 'deleting a user',
    roles: ['admin'],
    prepare: someone,
    sql: 'select public.delete_user_admin($1) as result',
    done: (rows) => (rows[0]?.result as { success?: boolean } | undefined)?.success === true,
    refusal: 'message',
  },
]

interface Outcome {
  allowed: boolean
  code?: string
  message?: string
}

const ROLLBACK = new Error('rolled back on purpose')

/** Makes the write as the actor and rolls it back: allowed, or refused with the error if there was one. */
async function attempt(write: Write, actor: Actor, preparedFor: TestUser): Promise<Outcome> {
  const params = (await write.prepare?.(db(), preparedFor)) ?? []
  let outcome: Outcome = { allowed: false }
  await as(db(), actor, async (tx) => {
    try {
      const { rows } = await tx.query<Record<string, unknown>>(write.sql, params)
      outcome = { allowed: (write.done ?? ((r) => r.length === 1))(rows) }
    } catch (error) {
      const e = error as { code?: string; message: string }
      outcome = { allowed: false, code: e.code, message: e.message }
    }
    throw ROLLBACK
  }).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error
  })
  return outcome
}

const STATES = [
  { name: 'without a factor at aal1', factor: false, aal2: false },
  { name: 'with a factor at aal1', factor: true, aal2: false },
  { name: 'with a factor at aal2', factor: true, aal2: true },
] as const
type State = (typeof STATES)[number]

/** The contract of public.mfa_requirement_met() (docs/decisions/060-staff-mfa-in-the-database.md). */
const requirementMet = (role: StaffRole, state: State, required: boolean) =>
  state.aal2 || (!state.factor && !(required && role !== 'author'))

const actorFor = (role: StaffRole, state: State): TestUser => {
  const person = state.factor ? people[role].withFactor : people[role].plain
  return state.aal2 ? atAal2(person) : person
}

function expectRefusedForTheSecondStep(write: Write, outcome: Outcome): void {
  if (write.refusal === 'message') expect(outcome).toEqual({ allowed: false, code: '42501', message: MFA_REFUSAL })
  else if (write.refusal === 'rls')
    expect(outcome).toMatchObject({
      allowed: false,
      code: '42501',
      message: expect.stringMatching(/row-level security/),
    })
  else expect(outcome).toEqual({ allowed: false })
}

for (const required of [false, true]) {
  describe(`privileged writes with "2FA obrigatório para administradores e editores" ${required ? 'on' : 'off'}`, () => {
    beforeAll(() => setRequired(required))

    const cases = WRITES.flatMap((write) =>
      (['author', 'editor', 'admin'] as const).flatMap((role) =>
        STATES.map((state) => {
          const verdict = !write.roles.includes(role)
            ? 'refused by the role'
            : requirementMet(role, state, required)
              ? 'allowed'
              : 'refused for the second step'
          return { write, role, state, verdict, title: `${write.name}: ${role} ${state.name} is ${verdict}` }
        }),
      ),
    )

    it.each(cases)('$title', async ({ write, role, state, verdict }) => {
      const actor = actorFor(role, state)
      const outcome = await attempt(write, actor, actor)
      if (verdict === 'allowed') expect(outcome).toEqual({ allowed: true })
      else if (verdict === 'refused for the second step') expectRefusedForTheSecondStep(write, outcome)
      else {
        expect(outcome.allowed).toBe(false)
        expect(outcome.message).not.toBe(MFA_REFUSAL)
      }
    })
  })
}

describe('visitors', () => {
  it.each(WRITES.map((write) => ({ write, title: write.name })))(
    '$title is refused to a visitor, never with the code request',
    async ({ write }) => {
      await setRequired(true)
      const outcome = await attempt(write, 'anon', people.author.plain)
      expect(outcome.allowed).toBe(false)
      expect(outcome.message).not.toBe(MFA_REFUSAL)
    },
  )
})

describe('an existing site upgraded to this migration', () => {
  it('has the requirement off, and its admin (no factor) still changes the settings', async () => {
    const { db: old, upgrade } = await databaseBefore('20250101125900')
    try {
      const admin = await createUser(old, { fullName: 'Admin antiga' })
      await upgrade()
      const [row] = await queryAs<{ on: boolean }>(
        old,
        admin,
        'select require_staff_mfa as on from public.site_settings',
      )
      const changed = await queryAs(
        old,
        admin,
        'update public.site_settings set authors_publish_without_review = true returning id',
      )
      expect([row.on, changed.length]).toEqual([false, 1])
    } finally {
      await old.close()
    }
  })
})

describe('writes that are not privileged', () => {
  it('need no second step, even from an editor without a factor while it is required', async () => {
    await setRequired(true)
    const editor = people.editor.plain
    const [id] = await draftOf(db(), editor)
    const saved = await queryAs(
      db(),
      editor,
      `update public.posts set title = 'Outro título' where id = $1 returning id`,
      [id],
    )
    const profile = await queryAs(
      db(),
      editor,
      `update public.profiles set bio = 'Editora.' where id = $1 returning id`,
      [editor.id],
    )
    expect([saved.length, profile.length]).toEqual([1, 1])
  })
})

describe('turning "2FA obrigatório para administradores e editores" on and off', () => {
  const turnOn = async (actor: Actor) => {
    await setRequired(false)
    return errorAs(db(), actor, 'update public.site_settings set require_staff_mfa = true')
  }

  it('is off on a new installation (the column default; the upgrade test reads an existing site)', async () => {
    const { rows } = await db().query<{ column_default: string; is_nullable: string }>(
      `select column_default, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'site_settings' and column_name = 'require_staff_mfa'`,
    )
    expect(rows).toEqual([{ column_default: 'false', is_nullable: 'NO' }])
  })

  it('is refused to an admin without a factor, and to one with a factor at aal1, with the enrolment message', async () => {
    for (const admin of [people.admin.plain, people.admin.withFactor]) {
      expect(await turnOn(admin)).toMatchObject({ code: '42501', message: ENROL_FIRST })
    }
  })

  it('is refused to an editor at aal2 (admins change the settings)', async () => {
    await setRequired(false)
    const changed = await queryAs(
      db(),
      atAal2(people.editor.withFactor),
      'update public.site_settings set require_staff_mfa = true returning id',
    )
    expect(changed).toEqual([])
  })

  it('is made by an admin at aal2 and recorded in the audit log with its label', async () => {
    expect(await turnOn(atAal2(people.admin.withFactor))).toBeUndefined()
    const entries = await queryAs(
      db(),
      atAal2(people.admin.withFactor),
      `select actor_id, entity_label, status_before, status_after from public.audit_log
        where action = 'settings.updated' and entity_id = 'require_staff_mfa' order by id desc limit 1`,
    )
    expect(entries).toEqual([
      {
        actor_id: people.admin.withFactor.id,
        entity_label: '2FA obrigatório para administradores e editores',
        status_before: 'off',
        status_after: 'on',
      },
    ])
  })

  it('while on, turning it off is refused at aal1 and made at aal2', async () => {
    await setRequired(true)
    const turnOff = 'update public.site_settings set require_staff_mfa = false'
    expect(await errorAs(db(), people.admin.plain, turnOff)).toMatchObject({ code: '42501' })
    expect(await errorAs(db(), people.admin.withFactor, turnOff)).toMatchObject({ code: '42501' })
    expect(await errorAs(db(), atAal2(people.admin.withFactor), turnOff)).toBeUndefined()
  })

  it('the service role turns it on without a session (a server-side tool)', async () => {
    expect(await turnOn('service_role')).toBeUndefined()
  })
})

describe('public.mfa_requirement_met()', () => {
  const met = async (actor: Actor) =>
    (await queryAs<{ met: boolean }>(db(), actor, 'select public.mfa_requirement_met() as met'))[0].met

  it('is true for the service role, even with the setting on', async () => {
    await setRequired(true)
    expect(await met('service_role')).toBe(true)
  })

  it('ignores a factor that was never verified', async () => {
    await setRequired(false)
    const author = await createUser(db())
    await db().query(
      `insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at)
       values ($1, $2, 'totp', 'unverified', now(), now())`,
      [randomUUID(), author.id],
    )
    expect(await met(author)).toBe(true)
  })

  it('cannot be called by visitors', async () => {
    expect(await errorAs(db(), 'anon', 'select public.mfa_requirement_met()')).toMatchObject({ code: '42501' })
  })
})
