import { describe, expect, it } from 'vitest'
import { insertPost, queryAs, useFreshDatabase } from './helpers'

// Cards show the excerpt or, without one, the content's first 150 characters as running text. The
// database keeps that text in posts.card_excerpt, so public lists never fetch the whole content.

const db = useFreshDatabase()

async function cardExcerpt(post: { excerpt: string; content: string }): Promise<string | null> {
  const id = await insertPost(db(), post)
  const [row] = await queryAs<{ card_excerpt: string | null }>(
    db(),
    'anon',
    'select card_excerpt from public.posts where id = $1',
    [id],
  )
  return row.card_excerpt
}

describe('posts.card_excerpt', () => {
  it('is the excerpt, trimmed, when there is one', async () => {
    expect(await cardExcerpt({ excerpt: '  Resumo do artigo ', content: '<p>Outro texto</p>' })).toBe(
      'Resumo do artigo',
    )
  })

  it('falls back to the first 150 characters of the content as running text, each block a sentence', async () => {
    const content = `<h2>Título</h2>\n<p>${'a'.repeat(100)}</p><p>${'b'.repeat(100)}</p>`
    const text = await cardExcerpt({ excerpt: '   ', content })
    expect(text).toHaveLength(150)
    expect(text).toBe(`Título. ${'a'.repeat(100)}. ${'b'.repeat(150 - 'Título. '.length - 102)}`)
  })

  it('ends a heading with a period and leaves no space where an inline tag was (issue 31)', async () => {
    const content =
      '<h2>Por que o sono interessa</h2><p>Estudos observacionais sugerem que o <strong>canabidiol</strong> altera a <em>arquitetura do sono</em>, mas…</p>'
    expect(await cardExcerpt({ excerpt: '', content })).toBe(
      'Por que o sono interessa. Estudos observacionais sugerem que o canabidiol altera a arquitetura do sono, mas…',
    )
  })

  it('keeps the punctuation a block has, reads list items and line breaks as sentences, drops reference markers', async () => {
    const content =
      '<h3>Funciona?</h3><p>Os usos estudados:</p><ul><li>Epilepsia</li><li>Dor crônica</li></ul><p>Caíram 39%.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p><p>Linha um<br>linha dois</p>'
    expect(await cardExcerpt({ excerpt: '', content })).toBe(
      'Funciona? Os usos estudados: Epilepsia. Dor crônica. Caíram 39%. Linha um. linha dois',
    )
  })

  it('is the text the post editor derives (excerptText) for the same HTML', async () => {
    const { excerptText } = await import('@/features/posts/utils/excerpt')
    const content =
      '<h2>Por que &quot;o sono&quot; interessa</h2><!-- nota --><p>CBD &amp; THC&nbsp;<a href="/x">juntos</a> (<code>2024</code>)</p><blockquote><p>Citação</p></blockquote>'
    expect(await cardExcerpt({ excerpt: '', content })).toBe(excerptText(content))
  })

  it('drops script and style bodies and reads &nbsp; as a space, one block at a time', async () => {
    const content =
      '<p>Antes</p><script>alert(1)</script><p>meio&nbsp;texto</p><style>p{}</style><p>depois</p><script>x()</script>'
    expect(await cardExcerpt({ excerpt: '', content })).toBe('Antes. meio texto. depois')
  })

  it('is empty when there is neither excerpt nor content', async () => {
    expect(await cardExcerpt({ excerpt: '', content: '' })).toBe('')
  })

  it('follows an edit of the excerpt or the content', async () => {
    const id = await insertPost(db(), { excerpt: '', content: '<p>Primeira versão</p>' })
    await db().query(`update public.posts set content = '<p>Segunda versão</p>' where id = $1`, [id])
    const read = async () =>
      (
        await queryAs<{ card_excerpt: string }>(db(), 'anon', 'select card_excerpt from public.posts where id = $1', [
          id,
        ])
      )[0].card_excerpt
    expect(await read()).toBe('Segunda versão')
    await db().query(`update public.posts set excerpt = 'Resumo novo' where id = $1`, [id])
    expect(await read()).toBe('Resumo novo')
  })

  it('is what search_posts returns as the excerpt of a post without one', async () => {
    const id = await insertPost(db(), {
      title: 'Cartão sem resumo',
      excerpt: '',
      content: '<p>Texto do <em>cartão</em>.</p>',
    })
    const rows = await queryAs<{ id: string; excerpt: string }>(
      db(),
      'anon',
      `select id, excerpt from public.search_posts(search_query => 'Cartão sem resumo')`,
    )
    expect(rows.find((row) => row.id === id)?.excerpt).toBe('Texto do cartão.')
  })
})
