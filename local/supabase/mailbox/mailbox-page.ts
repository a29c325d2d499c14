import type { MailMessage } from './mailbox.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The inbox page: newest e-mail first, each with its rendered body and its links. */
export function renderMailboxPage(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br>
  <small>Para: ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.created_at).toLocaleString('pt-BR'))} · ${escapeHtml(m.type)}</small></header>
  <div class="body">${m.html}</div>
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
</style></head><body>
<h1>Caixa de e-mails local</h1>
<p>E-mails que a autenticação local teria enviado (confirmação, recuperação de senha, link mágico). Apenas para desenvolvimento.</p>
<p><button onclick="fetch(location.pathname,{method:'DELETE'}).then(()=>location.reload())">Limpar</button>
<button onclick="location.reload()">Atualizar</button></p>
${items || '<p>Nenhum e-mail ainda.</p>'}
</body></html>`
}
