// Every template the mailer can send, by the name the database queues it under
// (email_outbox.template). A new e-mail is a renderer here plus the SQL that queues it.
import { renderMfaReset } from './mfa-reset.ts'
import { renderNewsletterConfirmation } from './newsletter-confirmation.ts'
import { renderNewsletterPost } from './newsletter-post.ts'
import { renderStaffInvitation } from './staff-invitation.ts'
import { renderStaffNotifications } from './staff-notifications.ts'
import { TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

type Renderer = (payload: unknown, context: TemplateContext) => RenderedEmail

const TEMPLATES: Readonly<Record<string, Renderer>> = {
  staff_invitation: renderStaffInvitation,
  newsletter_confirmation: renderNewsletterConfirmation,
  newsletter_post: renderNewsletterPost,
  staff_notifications: renderStaffNotifications,
  mfa_reset: renderMfaReset,
}

export const TEMPLATE_NAMES = Object.keys(TEMPLATES)

/** Renders one queued message; throws TemplateError (a permanent failure) when it cannot be rendered. */
export function renderEmail(template: string, payload: unknown, context: TemplateContext): RenderedEmail {
  const render = Object.hasOwn(TEMPLATES, template) ? TEMPLATES[template] : undefined
  if (!render) {
    throw new TemplateError(
      `Unknown e-mail template "${template}" (known: ${TEMPLATE_NAMES.join(', ')}; see mailer/templates/registry.ts)`,
    )
  }
  return render(payload, context)
}
