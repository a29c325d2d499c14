import type { MailMessage } from './mailbox.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Links of a framed body open in a new tab, not inside the small frame (after the doctype, or it would be quirks mode). */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">'
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + base) : base + html
}

/**
 * The inbox page: newest e-mail first, each with its rendered body and its links. A body is shown in
 * a sandboxed frame (no scripts, its own styles): SMTP takes mail from any local process, so its
 * HTML must not run on the API's origin, and a template's dark-mode styles stay inside its frame.
 */
export function renderMailboxPage(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br>
  <small>Para: ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.created_at).toLocaleString('pt-BR'))} · ${escapeHtml(m.type)}</small></header>
  <iframe class="body" title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(withLinksInNewTab(m.html))}"></iframe>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de e-mails local</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}
small{color:#6b7280} li{word-break:break-all} button{cursor:pointer}
iframe.body{display:block;width:100%;min-height:22rem;border:1px solid #f3f4f6;border-radius:6px;margin:.75rem 0;resize:vertical;overflow:auto}
</style></head><body>
<h1>Caixa de e-mails local</h1>
<p>E-mails que a autenticação local teria enviado (confirmação, recuperação de senha, link mágico) e os que o serviço de e-mail (mailer) entregou por SMTP, como convites para a equipe. Apenas para desenvolvimento.</p>
<p><button onclick="fetch(location.pathname,{method:'DELETE'}).then(()=>location.reload())">Limpar</button>
<button onclick="fetch('/mailbox/flush',{method:'POST'}).catch(()=>{}).finally(()=>location.reload())">Atualizar</button></p>
${items || '<p>Nenhum e-mail ainda.</p>'}
</body></html>`
}
