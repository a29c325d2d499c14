// Notes in the post editor as the browser tests reach them (src/features/notes): the text box, the
// "Notas" panel, a passage selected as a hand would, a note added on it, its thread, the highlights.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export const editorBody = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })
export const notesPanel = (page: Page) => page.getByRole('region', { name: 'Notas' })

/** Selects `quote` in the post's editor as a person dragging over it would (a DOM selection ProseMirror follows). */
export async function selectInEditor(page: Page, quote: string) {
  await editorBody(page).click()
  const found = await page.evaluate((text) => {
    const root = document.querySelector('.ProseMirror')
    if (!root) return false
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      const at = node.data.indexOf(text)
      if (at === -1) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + text.length)
      const selection = window.getSelection()
      selection?.removeAllRanges()
      selection?.addRange(range)
      return true
    }
    return false
  }, quote)
  expect(found, `"${quote}" is in the editor`).toBe(true)
  // ProseMirror reads the DOM selection on its next selectionchange: wait until its state has it
  // (TipTap keeps the editor on its element), or a shortcut right away would act on the old one.
  await page.waitForFunction((text) => {
    type Selected = {
      state: { selection: { from: number; to: number }; doc: { textBetween: (a: number, b: number) => string } }
    }
    const editor = (document.querySelector('.ProseMirror') as (Element & { editor?: Selected }) | null)?.editor
    const selection = editor?.state.selection
    return selection !== undefined && editor?.state.doc.textBetween(selection.from, selection.to) === text
  }, quote)
}

/** The highlighted passages in the editor, each as its text. */
export const highlights = (page: Page) => page.locator('.ProseMirror .post-note-highlight').allTextContents()

export async function addNote(page: Page, quote: string, body: string, how: 'button' | 'shortcut') {
  await selectInEditor(page, quote)
  if (how === 'button') {
    await page
      .getByRole('toolbar', { name: 'Formatação do conteúdo' })
      .getByRole('button', { name: 'Adicionar nota' })
      .click()
  } else {
    await page.keyboard.press('Control+Alt+m')
  }
  const form = notesPanel(page).getByRole('group', { name: 'Nova nota' })
  await form.getByRole('combobox', { name: 'Nova nota' }).fill(body)
  await form.getByRole('button', { name: 'Adicionar nota' }).click()
  await form.waitFor({ state: 'detached' })
  await thread(page, quote).getByText(body).waitFor()
}

export const thread = (page: Page, quote: string): Locator =>
  notesPanel(page).getByRole('article', { name: new RegExp(`Nota sobre “${quote.slice(0, 20)}`) })
