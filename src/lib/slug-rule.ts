// The one slug rule of posts, categories and author pages (docs/decisions/035-slugs-are-data.md): what the
// forms check, with the one pt-BR message every slug field shows. The database enforces the same rule
// (public.is_valid_slug, the *_slug_rule check constraints); a refusal from it lands at the field too.
import { toAppError } from '@/lib/errors'
import { SLUG_MAX_LENGTH } from '@/lib/slugify'
import { z } from '@/lib/zod'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_REQUIRED_MESSAGE = 'Informe o slug.'
export const SLUG_RULE_MESSAGE =
  'Use só letras minúsculas sem acento, números e hífens, sem hífen no início ou no fim (ex.: canabidiol-e-epilepsia).'
export const SLUG_TOO_LONG_MESSAGE = `O slug pode ter no máximo ${SLUG_MAX_LENGTH} caracteres.`

export const isValidSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug)

/** A form's slug field. Spaces around it are dropped; any other character outside the rule is refused, not fixed. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, { message: SLUG_REQUIRED_MESSAGE, abort: true })
  .max(SLUG_MAX_LENGTH, { message: SLUG_TOO_LONG_MESSAGE, abort: true })
  .regex(SLUG_PATTERN, SLUG_RULE_MESSAGE)

/** True when the database refused a save for its slug rule (a *_slug_rule check constraint, SQLSTATE 23514). */
export function isSlugRuleViolation(error: unknown): boolean {
  const e = toAppError(error)
  return e.code === '23514' && /"\w*slug\w*"/.test(e.message)
}
