import { describe, expect, it } from 'vitest'
import { speechChunks } from '@/features/posts/utils/speech-text'

const bodyOf = (html: string) => {
  const body = document.createElement('div')
  body.innerHTML = html
  return body
}

describe('what "Ouvir este artigo" reads', () => {
  it('reads the title and the body block by block, without figures, captions, credits or reference markers', () => {
    const body = bodyOf(
      '<h2>Evidências</h2><p>O CBD reduziu crises <a href="#ref-1" class="ref-marker" data-ref="1">[1]</a> em crianças.</p>' +
        '<figure><img src="a.webp" alt="Gráfico"><figcaption>Gráfico do estudo. Foto: Fulano / Pexels</figcaption></figure>' +
        '<ul><li><p>Primeiro item</p></li><li>Segundo <strong>item</strong></li></ul><blockquote><p>Citação</p></blockquote>',
    )
    expect(speechChunks('  Canabidiol e epilepsia ', body)).toEqual([
      'Canabidiol e epilepsia',
      'Evidências',
      'O CBD reduziu crises em crianças.',
      'Primeiro item',
      'Segundo item',
      'Citação',
    ])
  })

  it('splits a long paragraph at sentence ends into pieces Chrome reads whole', () => {
    const sentence = 'Esta é uma frase de tamanho médio sobre cannabis medicinal e seus usos. '
    const chunks = speechChunks('T', bodyOf(`<p>${sentence.repeat(12)}</p><p>${'palavra '.repeat(80)}</p>`))
    expect(chunks.length).toBeGreaterThan(6)
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(220)
    expect(chunks.slice(1).join(' ')).toBe(`${sentence.repeat(12).trim()} ${'palavra '.repeat(80).trim()}`)
  })

  it('leaves the body on the page untouched', () => {
    const body = bodyOf('<p>Texto <a class="ref-marker" href="#ref-1">[1]</a></p>')
    speechChunks('T', body)
    expect(body.innerHTML).toBe('<p>Texto <a class="ref-marker" href="#ref-1">[1]</a></p>')
  })
})
