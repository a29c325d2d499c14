// Issue 47, notes on drafts in a real browser: an editor adds two notes anchored to passages of a post
// in review (the toolbar's button and Ctrl+Alt+M) and gives the post back to its author with a note;
// the author finds the three notes, the two anchored ones highlighted on their text, resolves one and
// answers the other mentioning the editor; text typed before a passage moves its highlight along (and
// the anchor saved with it); deleting a passage leaves its note marked "texto removido". Once the post
// is published, nothing of the notes is on the article's page, its prerendered HTML or the RSS feed,
// and a visitor's API read of the notes gets nothing. Screenshots at 1280 and 375 px, author and editor.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { hasHorizontalScroll, newPage, rebuildPublicPages, screenshot, serviceRest, useBrowser } from './fixtures'
import { seriousA11yViolations } from './a11y'
import { insertPost } from './posts'
import { addNote, editorBody, highlights, notesPanel, selectInEditor, thread } from './notes'
import { createStaffCast, signInAs, type StaffAccount } from './staff'

const FIRST = 'os efeitos adversos mais comuns foram sonolência e diarreia'
const SECOND = 'a dose foi ajustada pelo médico em cada consulta'
const CONTENT =
  '<p>O canabidiol reduziu as crises em crianças com síndrome de Dravet no estudo de 2017.</p>' +
  `<p>No acompanhamento, ${FIRST}, em geral leves.</p>` +
  `<p>Ao longo de um ano, ${SECOND} de acompanhamento.</p>`

const NOTE_ONE = 'Cite a frequência de cada efeito, com a fonte.'
const NOTE_TWO = 'Explique quem decide a dose: não pode parecer uma instrução ao leitor.'
const RETURN_NOTE = 'Faltam as fontes dos efeitos adversos; veja as notas no texto.'
const REPLY = 'Reescrevi o trecho; pode conferir?'

interface NoteRow {
  body: string
  parent_id: string | null
  anchor: { quote: string; from: number; to: number } | null
  anchor_lost: boolean
  mentions: string[]
  resolved_at: string | null
}

const notesOf = (postId: string) =>
  serviceRest(
    `post_notes?select=body,parent_id,anchor,anchor_lost,mentions,resolved_at&post_id=eq.${postId}&order=created_at`,
  ) as Promise<NoteRow[]>

async function look(page: Page, name: string) {
  expect(await hasHorizontalScroll(page), `${name}: no sideways scroll`).toBe(false)
  expect(await seriousA11yViolations(page), `${name}: accessibility`).toEqual([])
  await screenshot(page, name)
}

/** The editor as `account` sees it at 375 px, the notes panel (below the text there) in view. */
async function lookOnAPhone(account: StaffAccount, postId: string, name: string, browser: () => Browser) {
  const page = await newPage(browser(), 'mobile')
  await signInAs(page, account, `/admin/posts/${postId}`)
  await notesPanel(page).getByRole('article').first().waitFor()
  await page.locator('.ProseMirror .post-note-highlight').first().waitFor()
  await look(page, `${name}-375-text`)
  await notesPanel(page).scrollIntoViewIfNeeded()
  await look(page, `${name}-375-notes`)
  await page.context().close()
}

describe('notes on a draft, from the editor to the author and never to a visitor', () => {
  const browser = useBrowser({ resetStack: true })
  let staff: Record<'admin' | 'editor' | 'author', StaffAccount>
  let post: { id: string; slug: string }

  beforeAll(async () => {
    staff = await createStaffCast()
    post = await insertPost(`Canabidiol na síndrome de Dravet ${Date.now().toString(36)}`, {
      status: 'review',
      author_id: staff.author.id,
      content: CONTENT,
      excerpt: 'Resumo do estudo.',
    })
  })

  it('the editor anchors two notes and gives the post back to its author with a note', async () => {
    const page = await newPage(browser())
    await signInAs(page, staff.editor, `/admin/posts/${post.id}`)
    await editorBody(page).waitFor()

    await addNote(page, FIRST, NOTE_ONE, 'button')
    await addNote(page, SECOND, NOTE_TWO, 'shortcut')
    expect(await highlights(page)).toEqual([FIRST, SECOND])

    // A note with a mention of someone outside the staff is refused in place, the text kept.
    await selectInEditor(page, 'síndrome de Dravet')
    await page.keyboard.press('Control+Alt+m')
    const form = notesPanel(page).getByRole('group', { name: 'Nova nota' })
    await form.getByRole('combobox', { name: 'Nova nota' }).fill('Pergunte ao @fulano.')
    await form.getByRole('button', { name: 'Adicionar nota' }).click()
    await form.getByText('Só é possível mencionar membros da equipe. Não é da equipe: @fulano.').waitFor()
    await expect.poll(() => form.getByRole('combobox', { name: 'Nova nota' }).inputValue()).toBe('Pergunte ao @fulano.')
    await look(page, 'post-notes-editor-1280')
    await form.getByRole('button', { name: 'Cancelar' }).click()

    await page.getByRole('button', { name: 'Devolver ao autor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Devolver ao autor' })
    await dialog.getByRole('button', { name: 'Devolver ao autor' }).click()
    await dialog.getByText('Escreva para o autor o que precisa mudar.').waitFor()
    await dialog.getByLabel('Nota para o autor').fill(RETURN_NOTE)
    await dialog.getByRole('button', { name: 'Devolver ao autor' }).click()
    await page.getByText('Post devolvido ao autor: voltou para rascunho.').first().waitFor()
    await expect.poll(async () => (await serviceRest(`posts?select=status&id=eq.${post.id}`))[0].status).toBe('draft')

    // The status history shows the return, who made it and its note.
    await page.getByRole('button', { name: 'Histórico' }).click()
    const changes = page.getByRole('list', { name: 'Mudanças de status' })
    await changes.getByText('Em Revisão → Rascunho').waitFor()
    await changes.getByText(RETURN_NOTE).waitFor()
    expect(await changes.textContent()).toContain(staff.editor.name)
    await page.keyboard.press('Escape')
    await lookOnAPhone(staff.editor, post.id, 'post-notes-editor', browser)

    const notes = await notesOf(post.id)
    expect(notes.map((note) => [note.body, note.anchor?.quote ?? null])).toEqual([
      [NOTE_ONE, FIRST],
      [NOTE_TWO, SECOND],
      [RETURN_NOTE, null],
    ])
    await page.context().close()
  })

  it('the author sees the notes at their text, resolves one, answers the other mentioning the editor, and the anchors follow the edits', async () => {
    // The author comes from a link to the second note (a notification's): its thread is the one open.
    const [linked] = (await serviceRest(`post_notes?select=id&body=eq.${encodeURIComponent(NOTE_TWO)}`)) as {
      id: string
    }[]
    const page = await newPage(browser())
    await signInAs(page, staff.author, `/admin/posts/${post.id}?nota=${linked.id}`)
    const panel = notesPanel(page)
    await expect.poll(() => thread(page, SECOND).getAttribute('aria-current')).toBe('true')
    // The return's note comes first, then the notes in the order of their text.
    await panel.getByRole('article').first().getByText(RETURN_NOTE).waitFor()
    await expect.poll(() => highlights(page)).toEqual([FIRST, SECOND])
    await look(page, 'post-notes-author-1280')
    await lookOnAPhone(staff.author, post.id, 'post-notes-author', browser)

    // A click on a note's quote selects its text in the editor.
    await thread(page, SECOND)
      .getByRole('button', { name: `“${SECOND}”` })
      .click()
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(SECOND)

    await thread(page, FIRST).getByRole('button', { name: 'Resolver' }).click()
    await expect.poll(() => highlights(page)).toEqual([SECOND])
    await panel.getByRole('button', { name: 'Resolvidas (1)' }).click()
    await thread(page, FIRST).getByRole('button', { name: 'Reabrir' }).waitFor()
    await panel.getByRole('button', { name: 'Abertas (2)' }).click()

    const second = thread(page, SECOND)
    await second.getByRole('button', { name: 'Responder' }).click()
    const reply = second.getByRole('combobox', { name: 'Responder' })
    await reply.pressSequentially(`${REPLY} @Edu`)
    await page.getByRole('option', { name: staff.editor.name }).click()
    await second.getByRole('group', { name: 'Responder' }).getByRole('button', { name: 'Responder' }).click()
    await second.getByText(`${REPLY} @${staff.editor.name}`).waitFor()

    // Text typed before the passage: the highlight stays on it, and its new place is saved.
    const before = (await notesOf(post.id)).find((note) => note.body === NOTE_TWO)?.anchor
    await editorBody(page).click()
    await page.keyboard.press('Control+Home')
    await page.keyboard.type('Um parágrafo novo no começo. ')
    await expect.poll(() => highlights(page)).toEqual([SECOND])
    await expect
      .poll(async () => (await notesOf(post.id)).find((note) => note.body === NOTE_TWO)?.anchor?.from)
      .toBe((before?.from ?? 0) + 'Um parágrafo novo no começo. '.length)

    // The passage deleted: its note stays, marked "texto removido", with its quote.
    await selectInEditor(page, SECOND)
    await page.keyboard.press('Backspace')
    await expect.poll(() => highlights(page)).toEqual([])
    await second.getByText('texto removido').waitFor()
    await second.getByText(`“${SECOND}”`).waitFor()
    await expect
      .poll(async () => (await notesOf(post.id)).find((note) => note.body === NOTE_TWO)?.anchor_lost)
      .toBe(true)
    await look(page, 'post-notes-author-lost-1280')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.getByText('Alterações não salvas').waitFor({ state: 'detached' })

    const notes = await notesOf(post.id)
    const replyRow = notes.find((note) => note.parent_id !== null)
    expect(replyRow?.mentions).toEqual([staff.editor.id])
    expect(notes.find((note) => note.body === NOTE_ONE)?.resolved_at).not.toBeNull()
    await page.context().close()
  })

  it('never puts a note on the article, its prerendered HTML, the RSS feed or in a visitor’s API read', async () => {
    await serviceRest(`posts?id=eq.${post.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() }),
    })
    await rebuildPublicPages()
    const built = (file: string) => readFileSync(path.join(inject('distDir'), file), 'utf8')
    const bodies = [NOTE_ONE, NOTE_TWO, RETURN_NOTE, REPLY]
    const html = built(`blog/post/${post.slug}.html`)
    expect(html).toContain('O canabidiol reduziu as crises')
    const rss = built('rss.xml')
    expect(rss).toContain(post.slug)
    for (const body of bodies) {
      expect(html).not.toContain(body)
      expect(rss).not.toContain(body)
    }
    expect(html).not.toContain('post-note')

    const page = await newPage(browser())
    await page.goto(`/blog/post/${post.slug}`)
    await page.getByText('O canabidiol reduziu as crises').waitFor()
    const text = (await page.locator('body').textContent()) ?? ''
    for (const body of bodies) expect(text).not.toContain(body)
    await page.context().close()

    const visitor = await fetch(`${inject('apiURL')}/rest/v1/post_notes?select=body&post_id=eq.${post.id}`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    })
    const answer = await visitor.text()
    for (const body of bodies) expect(answer).not.toContain(body)
    if (visitor.ok) expect(JSON.parse(answer)).toEqual([])
  })
})
