import { describe, expect, it } from 'vitest'
import { AUDIT_ACTION_GROUPS, auditActionLabel, auditDetails } from '@/features/audit/utils/audit-labels'

describe('a technical review in the audit log', () => {
  it('is named in pt-BR and shows the reviewer with the registry and both days as dd/MM/yyyy', () => {
    expect(auditActionLabel('post.reviewed')).toBe('Revisão técnica registrada')
    expect(
      auditDetails({
        action: 'post.reviewed',
        details: {
          reviewer: 'Helena Prado',
          registry: 'CRM-SP 123456',
          reviewed_on: '2026-11-12',
          next_review_on: '2027-11-12',
        },
      }),
    ).toEqual([
      { label: 'Revisor', value: 'Helena Prado, CRM-SP 123456' },
      { label: 'Revisado em', value: '12/11/2026' },
      { label: 'Próxima revisão', value: '12/11/2027' },
    ])
  })
})

describe('a registry verified, and a verification undone by an edit, in the audit log', () => {
  it('are named in pt-BR and show the registry with RQE and specialty', () => {
    expect(auditActionLabel('user.registry_verified')).toBe('Registro profissional verificado')
    expect(auditActionLabel('user.registry_unverified')).toBe('Verificação do registro desfeita (registro alterado)')
    for (const action of ['user.registry_verified', 'user.registry_unverified']) {
      expect(
        auditDetails({ action, details: { registry: 'CRM-SP 123456', rqe: '4567', specialty: 'Neurologia' } }),
      ).toEqual([{ label: 'Registro', value: 'CRM-SP 123456, RQE 4567, Neurologia' }])
    }
  })
})

describe('a two-step verification reset (issue 51) in the audit log', () => {
  it('is named in pt-BR, in the "Usuários" group, and says how many factors were removed', () => {
    expect(auditActionLabel('user.mfa_reset')).toBe('Verificação em duas etapas redefinida')
    expect(AUDIT_ACTION_GROUPS.find((group) => group.label === 'Usuários')!.actions).toContainEqual({
      value: 'user.mfa_reset',
      label: 'Verificação em duas etapas redefinida',
    })
    expect(auditDetails({ action: 'user.mfa_reset', details: { factors: 2 } })).toEqual([
      { label: 'Fatores removidos', value: '2' },
    ])
  })
})

describe('a slug the upgrade renamed (issue 45) in the audit log', () => {
  it('is named in pt-BR and shows the slug before and after', () => {
    expect(auditActionLabel('post.slug_normalized')).toBe('Slug do post corrigido pela regra de slugs')
    expect(auditActionLabel('category.slug_normalized')).toBe('Slug da categoria corrigido pela regra de slugs')
    expect(
      auditDetails({ action: 'post.slug_normalized', details: { previous_slug: '../../../tmp/x', slug: 'tmp-x' } }),
    ).toEqual([
      { label: 'Slug anterior', value: '../../../tmp/x' },
      { label: 'Novo slug', value: 'tmp-x' },
    ])
  })
})

describe('assignments and a failed page build (issue 47) in the audit log', () => {
  it('name the people and the due date in Brasília time, "—" for one removed, and the build error', () => {
    expect(auditActionLabel('post.assigned')).toBe('Responsáveis ou prazo do post alterados')
    expect(
      auditDetails({
        action: 'post.assigned',
        details: { editor: 'Edu Editor', technical_reviewer: null, due_at: '2030-01-10T15:00:00+00:00' },
      }),
    ).toEqual([
      { label: 'Editor', value: 'Edu Editor' },
      { label: 'Revisor técnico', value: '—' },
      { label: 'Prazo', value: '10/01/2030 12:00' },
    ])
    expect(auditActionLabel('post.page_build_failed')).toBe('Falha ao gerar a página pública do post')
    expect(auditDetails({ action: 'post.page_build_failed', details: { error: 'render failed' } })).toEqual([
      { label: 'Erro', value: 'render failed' },
    ])
  })
})

describe('a glossary term changed (issue 49) in the audit log', () => {
  it('is named in pt-BR and says which fields changed and the term before', () => {
    expect(auditActionLabel('glossary.created')).toBe('Termo do glossário criado')
    expect(
      auditDetails({
        action: 'glossary.updated',
        details: { changed: ['definition', 'term'], previous_term: 'Canabidiol' },
      }),
    ).toEqual([
      { label: 'Alterado', value: 'definição, termo' },
      { label: 'Termo anterior', value: 'Canabidiol' },
    ])
  })
})

describe('newsletter sends, subscriber deletions and registry changes (issue 54) in the audit log', () => {
  it('are named in pt-BR, the sends and deletions in a "Newsletter" group of the "Ação" filter', () => {
    expect(AUDIT_ACTION_GROUPS.find((group) => group.label === 'Newsletter')?.actions).toEqual([
      { value: 'newsletter.send_requested', label: 'Envio da newsletter pedido' },
      { value: 'newsletter.sent', label: 'Newsletter enviada aos assinantes' },
      { value: 'newsletter.subscriber_deleted', label: 'Assinante da newsletter excluído' },
    ])
    expect(AUDIT_ACTION_GROUPS.find((group) => group.label === 'Conformidade')?.actions).toContainEqual({
      value: 'compliance.newsletter_override',
      label: 'Envio por e-mail apesar de alertas de conformidade',
    })
    expect(AUDIT_ACTION_GROUPS.find((group) => group.label === 'Usuários')?.actions).toContainEqual({
      value: 'user.registry_changed',
      label: 'Registro profissional alterado',
    })
  })

  it('show the recipients with pt-BR grouping, the deleted address’s hash, the justification and the registry before and after', () => {
    expect(auditDetails({ action: 'newsletter.sent', details: { recipients: 2840 } })).toEqual([
      { label: 'Destinatários', value: '2.840' },
    ])
    expect(auditDetails({ action: 'newsletter.subscriber_deleted', details: { email_hash: 'ab12' } })).toEqual([
      { label: 'Endereço (hash)', value: 'ab12' },
    ])
    expect(
      auditDetails({
        action: 'compliance.newsletter_override',
        details: { justification: 'Citação de matéria.', findings: [{ label: 'Promessa de cura', match: 'cura' }] },
      }),
    ).toEqual([
      { label: 'Justificativa', value: 'Citação de matéria.' },
      { label: 'Alertas', value: 'Promessa de cura' },
    ])
    expect(
      auditDetails({
        action: 'user.registry_changed',
        details: {
          before: { council: null, uf: null, number: null, rqe: null, specialty: null },
          after: { council: 'CRM', uf: 'SP', number: '123456', rqe: '4567', specialty: 'Neurologia' },
        },
      }),
    ).toEqual([
      { label: 'Antes', value: '—' },
      { label: 'Depois', value: 'CRM-SP 123456, RQE 4567, Neurologia' },
    ])
  })
})
