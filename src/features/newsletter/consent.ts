/**
 * The words a subscriber agrees to, shown under every newsletter form. The database keeps the same
 * text under this version (newsletter_consent_texts) and records the version with each subscription;
 * a new wording needs a new version there first (tests/integration/newsletter-consent.test.ts checks).
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-v1',
  text: 'Quero receber por e-mail os novos artigos do Cannabis Medicinal. Posso cancelar a inscrição a qualquer momento pelo link presente em cada e-mail.',
} as const
