// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FALSE_POSITIVES, TRUE_POSITIVES } from '../../../fixtures/compliance-corpus'
import { testCompliancePack } from '../../compliance-pack'
import { checkCompliance, htmlToPlainText, imageAltText } from '@/lib/compliance/check-compliance'
import { brasiliaToday } from '@/lib/brasilia-time'
import { basisCitation, type ComplianceCategory } from '@/lib/compliance/pack'

const pack = testCompliancePack()

/** The matches a text produces, as "ruleId: match". */
const matchesOf = (text: string) => checkCompliance(text, pack).map((flag) => `${flag.ruleId}: ${flag.match}`)
const categoriesOf = (text: string) => [...new Set(checkCompliance(text, pack).map((flag) => flag.category))]

function expectFlagged(category: ComplianceCategory, texts: string[]) {
  for (const text of texts) {
    expect(categoriesOf(text), text).toContain(category)
  }
}

function expectClean(texts: string[]) {
  for (const text of texts) {
    expect(matchesOf(text), text).toEqual([])
  }
}

describe('checkCompliance: true positives', () => {
  it.each(Object.entries(TRUE_POSITIVES))('flags every known %s passage', (category, texts) => {
    expectFlagged(category as ComplianceCategory, texts)
  })

  it('flags brand names whatever the case, accents or punctuation, each passage whole', () => {
    expect(matchesOf('Prati Donaduzzi, Charlotte’s Web')).toEqual([
      'marca-produto: Prati Donaduzzi',
      'marca-produto: Charlotte’s Web',
    ])
  })

  it('flags a whole shop address, a whole price and a whole call', () => {
    expect(matchesOf('Por apenas R$ 199,90.')).toEqual(['compra-preco: Por apenas R$ 199,90'])
    expect(matchesOf('Acesse https://www.lojacanabica.com.br/produto/oleo-cbd.')).toEqual([
      'compra-link: https://www.lojacanabica.com.br/produto/oleo-cbd',
    ])
    // The longest alternative at a place wins, as in the database: the call, not the bare "compre".
    expect(matchesOf('Compre pelo link na bio.')).toEqual(['compra-chamada: Compre pelo link na bio'])
  })

  it('flags the instruction and the dose of "Tome 10 gotas por dia"', () => {
    expect(matchesOf('Tome 10 gotas por dia.')).toEqual([
      'dosagem-instrucao: Tome 10 gotas',
      'dosagem-quantidade: 10 gotas por dia',
    ])
  })
})

describe('checkCompliance: what it leaves alone', () => {
  it.each(Object.entries(FALSE_POSITIVES))('leaves alone %s', (_, texts) => {
    expectClean(texts)
  })

  it('returns nothing for empty text', () => {
    expect(checkCompliance('', pack)).toEqual([])
    expect(checkCompliance('   \n ', pack)).toEqual([])
  })
})

describe('checkCompliance: flags', () => {
  it('gives offsets into the text in NFC, even around accents, emoji and decomposed letters', () => {
    const texts = [
      'Atenção: este óleo CURA a ansiedade e é totalmente seguro. Compre já por R$ 99!',
      'Sem efeitos colaterais — a cafe\u0301 e a cura\u0301 não mudam os offsets. Tome 3 gotas ao dia.',
      '🌿 Emoji antes: o Sativex cura 100% 🌿 e vai acabar com a dor.',
    ]
    for (const text of texts) {
      const flags = checkCompliance(text, pack)
      expect(flags.length, text).toBeGreaterThan(0)
      // Offsets are into the text in NFC (what editors type): decomposed accents are composed first.
      for (const flag of flags) expect(text.normalize('NFC').slice(flag.start, flag.end)).toBe(flag.match)
    }
    const [first] = checkCompliance('Atenção: este óleo CURA a ansiedade.', pack)
    expect(first).toMatchObject({ ruleId: 'cura-alegacao', category: 'cura', match: 'CURA', start: 19, end: 23 })
  })

  it('carries the rule label, reason and norm', () => {
    const [flag] = checkCompliance('Compre já!', pack)
    const rule = pack.rules.find((candidate) => candidate.id === flag.ruleId)
    expect(flag).toMatchObject({
      label: rule?.label,
      reason: rule?.reason,
      norm: basisCitation(pack, rule?.basis ?? [], brasiliaToday()),
    })
    expect(flag.label).toBe('Chamada para compra')
    expect(flag.norm).toMatch(/RDC 1\.015\/2026/)
    expect(flag.norm).not.toMatch(/RDC 327\/2019/)
  })

  it('sorts flags by position and never repeats an overlapping flag of the same rule', () => {
    const text = 'Frete grátis! O óleo cura. Compre já, compre agora. Mevatyl e Sativex. Frete grátis.'
    const flags = checkCompliance(text, pack)
    const starts = flags.map((flag) => flag.start)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    for (const a of flags) {
      for (const b of flags) {
        if (a !== b && a.ruleId === b.ruleId) expect(a.end <= b.start || b.end <= a.start).toBe(true)
      }
    }
    expect(flags.filter((flag) => flag.ruleId === 'compra-preco').map((flag) => flag.match)).toEqual([
      'Frete grátis',
      'Frete grátis',
    ])
  })

  it('adds a short context from the same line, cut at word boundaries', () => {
    const long = `${'palavra '.repeat(20)}o óleo cura a dor ${'texto '.repeat(20)}`
    const [flag] = checkCompliance(`Linha anterior.\n${long}\nLinha seguinte.`, pack)
    expect(flag.context).toContain('o óleo cura a dor')
    expect(flag.context.startsWith('…')).toBe(true)
    expect(flag.context.endsWith('…')).toBe(true)
    expect(flag.context).not.toContain('Linha')
    expect(flag.context.length).toBeLessThan(140)

    expect(checkCompliance('Este óleo cura.', pack)[0]).toMatchObject({
      context: 'Este óleo cura.',
      before: 'Este óleo ',
      match: 'cura',
      after: '.',
    })
  })

  it('checks a whole 3 000-character article, flagging the problems of every paragraph', () => {
    // Speed is not asserted here (timed tests flake on a busy machine); the check runs per keystroke.
    const paragraph =
      'O canabidiol reduziu a frequência das crises em ensaios clínicos, mas não há cura. Compre já com frete grátis! ' +
      'Tome 10 gotas por dia e aumente a dose a cada 3 dias; resultados garantidos em 7 dias com o Mevatyl. '
    const text = paragraph.repeat(Math.ceil(3000 / paragraph.length)).slice(0, 3000)
    const once = checkCompliance(paragraph, pack).length
    expect(once).toBeGreaterThan(0)
    expect(checkCompliance(text, pack).length).toBeGreaterThanOrEqual(once * Math.floor(3000 / paragraph.length))
  })
})

describe('htmlToPlainText', () => {
  it('keeps one line per block and joins inline markup', () => {
    expect(
      htmlToPlainText(
        '<h2>Título</h2><p>Um <strong>óleo</strong> que <em>cu</em>ra.</p><ul><li>um</li><li>dois</li></ul>',
      ),
    ).toBe('Título\nUm óleo que cura.\num\ndois')
    expect(htmlToPlainText('<p>linha<br>quebrada<br/>de novo</p>')).toBe('linha\nquebrada\nde novo')
  })

  it('decodes named and numeric entities', () => {
    expect(
      htmlToPlainText(
        '<p>Sa&uacute;de &amp; ci&ecirc;ncia&nbsp;&mdash; &quot;sem&quot; &#8220;riscos&#8221; &#x2F; R&#36; 10 &desconhecido;</p>',
      ),
    ).toBe('Saúde & ciência — "sem" “riscos” / R$ 10 &desconhecido;')
    expect(htmlToPlainText('<p>&lt;script&gt; é texto</p>')).toBe('<script> é texto')
    // One pass; surrogates, code points past U+10FFFF and inherited names stay as written.
    expect(htmlToPlainText('<p>&amp;lt; &#55296; &#x110000; &constructor; &#0067;</p>')).toBe(
      '&lt; &#55296; &#x110000; &constructor; C',
    )
  })

  it('reads the alt text of the images, one per line, entities decoded', () => {
    expect(
      imageAltText('<p>a</p><img src="x" alt="Compre j&aacute;"><IMG src=y ALT="cura garantida"><img alt=\'x\'>'),
    ).toBe('Compre já\ncura garantida')
  })

  it('drops scripts, styles and comments and collapses whitespace', () => {
    expect(
      htmlToPlainText(
        '<style>p{}</style><p>  a \n\n b </p><!-- cura --><script>alert("compre já")</script><p></p><p>c</p>',
      ),
    ).toBe('a b\nc')
  })

  it('is empty for empty input', () => {
    expect(htmlToPlainText('')).toBe('')
    expect(htmlToPlainText(null)).toBe('')
    expect(htmlToPlainText(undefined)).toBe('')
  })

  it('feeds the compliance check with sentence boundaries intact', () => {
    const text = htmlToPlainText('<h2>Não há cura</h2><p>Cura garantida com o nosso óleo</p>')
    expect(matchesOf(text)).toEqual(['cura-alegacao: Cura', 'cura-garantia: garantida'])
  })
})
