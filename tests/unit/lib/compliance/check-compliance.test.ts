// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkCompliance, contextAround, htmlToPlainText } from '@/lib/compliance/check-compliance'
import { brasiliaToday } from '@/lib/brasilia-time'
import { basisCitation } from '@/lib/compliance/legal-basis'
import { COMPLIANCE_RULES, type ComplianceCategory } from '@/lib/compliance/rules'

/** The matches a text produces, as "ruleId: match". */
const matchesOf = (text: string) => checkCompliance(text).map((flag) => `${flag.ruleId}: ${flag.match}`)
const categoriesOf = (text: string) => [...new Set(checkCompliance(text).map((flag) => flag.category))]

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
  it('flags brand and product names, whatever the case, accents or punctuation', () => {
    expectFlagged('marca', [
      'O Mevatyl é indicado para espasticidade.',
      'Use o SATIVEX com orientação.',
      'O Epidiolex foi aprovado pela FDA.',
      'Testei o óleo da Charlotte’s Web e o da charlottes web.',
      'Os produtos da Prati-Donaduzzi e da prati donaduzzi chegaram às farmácias.',
      'A Curaleaf e a Canopy Growth lideram o mercado.',
      'Importe o RSHO pela Cannect.',
    ])
    expect(matchesOf('Prati Donaduzzi, Charlotte’s Web')).toEqual([
      'marca-produto: Prati Donaduzzi',
      'marca-produto: Charlotte’s Web',
    ])
  })

  it('flags calls to buy', () => {
    expectFlagged('compra', [
      'Compre já o seu óleo de CBD!',
      'Adquira o seu frasco hoje.',
      'Peça já pelo WhatsApp.',
      'Encomende pelo direct.',
      'Link na bio para garantir o seu!',
      'Peça pelo link na bio.',
      'Link da bio pra comprar.',
      'Clique aqui para comprar.',
      'Quer comprar? Chame no direct.',
      'Compra já, estoque limitado!',
      'Dá para comprar agora no site.',
    ])
  })

  it('does not flag "link na bio" that points at an article (issue 30 false positive)', () => {
    for (const text of [
      'Texto completo no blog — link na bio.',
      'Leia o artigo completo: link na bio.',
      'O link na bio leva ao texto com as fontes.',
    ]) {
      expect(checkCompliance(text), text).toEqual([])
    }
  })

  it('flags commercial prices and offers', () => {
    expectFlagged('compra', [
      'Preço promocional só esta semana.',
      'Valor promocional para pacientes.',
      'Por apenas R$ 199,90 o frasco.',
      'O kit sai a R$ 199.',
      'Use o cupom CANNA10 e ganhe 15% de desconto.',
      'Frete grátis para todo o Brasil.',
      'Parcele em até 12x sem juros.',
      'Parcelamento facilitado no cartão.',
      'Promoção de lançamento!',
      'Produto em promoção.',
    ])
    expect(matchesOf('Por apenas R$ 199,90.')).toEqual(['compra-preco: Por apenas R$ 199,90'])
  })

  it('flags links to shops and marketplaces', () => {
    expectFlagged('compra', [
      'Acesse https://www.lojacanabica.com.br/produto/oleo-cbd.',
      'Disponível em https://example.com/checkout?item=42',
      'Veja em www.cbdstore.com',
      'Compre em mercadolivre.com.br/oleo-cbd',
      'Confira lojadocbd.com.br hoje',
      'Está em https://shopee.com.br/cbd',
    ])
    expect(matchesOf('Acesse https://www.lojacanabica.com.br/produto/oleo-cbd.')).toEqual([
      'compra-link: https://www.lojacanabica.com.br/produto/oleo-cbd',
    ])
  })

  it('flags cure claims in every tense', () => {
    expectFlagged('cura', [
      'O CBD cura a epilepsia.',
      'A cannabis pode curar o câncer.',
      'O óleo curou minha ansiedade.',
      'Minha filha está curada.',
      'Tratamentos que curam a dor crônica.',
      'O poder de cura da planta.',
      'CURA NATURAL para a insônia!',
    ])
  })

  it('flags guarantees, "100%" and miracles', () => {
    expectFlagged('cura', [
      'Eficácia 100% comprovada.',
      'Alívio garantido!',
      'Garantia de resultado ou seu dinheiro de volta.',
      'Um óleo milagroso para a dor.',
      'É um verdadeiro milagre.',
      'O CBD garante a melhora das crises.',
      'Garantimos a sua satisfação.',
    ])
  })

  it('flags claims that the product has no risks', () => {
    expectFlagged('cura', [
      'Natural e sem efeitos colaterais.',
      'Tratamento sem riscos para crianças.',
      'É totalmente seguro.',
      'Completamente seguro e eficaz.',
      'É natural, então não faz mal.',
      'Por ser natural, não faz mal nenhum.',
      'O CBD não causa efeitos colaterais.',
      'Livre de contraindicações.',
      'Uma planta inofensiva.',
    ])
  })

  it('flags doses and dosing instructions', () => {
    expectFlagged('dosagem', [
      'Tome 10 gotas por dia.',
      'Use 20 mg por dia.',
      'A dose é de 25 mg/kg/dia.',
      'São 5 gotas, 3 vezes ao dia.',
      '1 ml duas vezes ao dia.',
      'Pingue duas gotas debaixo da língua.',
      'Tome de 5 a 10 gotas antes de dormir.',
      'Comece com 5 gotas e aumente 2 gotas a cada 3 dias.',
      'A cada 3 dias, aumente uma gota.',
      'Aumente a dose se não sentir efeito.',
      'Se a dor voltar, dobre a dose.',
      'Dose diária de 300 mg.',
      // A bare "segundo estudos" does not make advice a study report.
      'Segundo estudos, 10 gotas por dia resolvem a insônia.',
    ])
    expect(matchesOf('Tome 10 gotas por dia.')).toEqual([
      'dosagem-instrucao: Tome 10 gotas',
      'dosagem-quantidade: 10 gotas por dia',
    ])
  })

  it('flags promises of results', () => {
    expectFlagged('promessa', [
      'O CBD vai acabar com suas crises.',
      'Acaba com a ansiedade.',
      'Elimina a dor de vez.',
      'Elimina completamente a insônia.',
      'Resolve de vez o problema.',
      'Resultados garantidos.',
      'Você vai se sentir outra pessoa.',
      'Você nunca mais vai sentir dor.',
      'Resultados em 7 dias.',
      'Melhora em apenas 3 dias!',
      'Em 15 dias você já dorme melhor.',
      'Vai transformar sua vida.',
    ])
  })
})

describe('checkCompliance: what it leaves alone', () => {
  it('does not see "cura" inside other words', () => {
    expectClean([
      'A procura por tratamento cresceu.',
      'A curadoria de conteúdo é feita pela equipe.',
      'Segurança é prioridade; o curador da mostra falou de obscuridade e curiosidade.',
      'Curaçao e Mercúrio não têm nada a ver com isso.',
    ])
  })

  it('respects negated claims', () => {
    expectClean([
      'Não há cura para a síndrome de Dravet.',
      'O canabidiol não cura a epilepsia.',
      'Não existe cura conhecida.',
      'Resposta não é cura.',
      'Nenhum estudo mostrou cura.',
      'Sem evidência de cura, a cautela é necessária.',
      'O produto não garante resultados.',
      'O tratamento não é isento de efeitos colaterais.',
      'O CBD não é totalmente seguro em doses altas.',
      'Não é um remédio milagroso.',
      'Nunca prometa que vai acabar com as crises.',
      'Não aumente a dose por conta própria.',
      'A cannabis não elimina a dor em todos os pacientes.',
      'Isso não significa que o canabidiol cure qualquer epilepsia.',
      'O THC pode causar dependência; não é inofensivo.',
    ])
  })

  it('respects sceptical and debunking sentences', () => {
    expectClean([
      'Desconfie de promessas de cura ou de resultados garantidos.',
      'Cuidado com sites que falam em óleo milagroso.',
      '"É natural, então não faz mal" é uma das ideias mais equivocadas sobre a cannabis.',
      'A ideia de que o CBD cura tudo é um mito.',
    ])
  })

  it('leaves sober scientific and policy wording alone', () => {
    expectClean([
      'O canabidiol reduziu a frequência das crises em ensaios clínicos.',
      'Os participantes receberam canabidiol oral purificado (20 mg/kg/dia) ou placebo, durante 14 semanas.',
      'Um ensaio comparou duas doses de canabidiol (10 e 20 mg/kg/dia) com placebo.',
      'O preço dos medicamentos é uma barreira de acesso.',
      'O custo médio do tratamento é de R$ 1.500 por mês, segundo levantamento.',
      'Comprar produtos de cannabis na farmácia ou importá-los pode ter custo alto.',
      'Onde comprar: em farmácias sem manipulação e drogarias, mediante prescrição médica.',
      'A compra é feita junto ao fornecedor no exterior.',
      'O médico costuma iniciar com uma dose baixa e aumentá-la aos poucos.',
      'A dose deve ser ajustada aos poucos, com orientação médica.',
      'Ajuste a dose somente com orientação médica.',
      'A promoção da saúde e a promoção do debate público são objetivos da lei.',
      'A Constituição garante o acesso à saúde, um direito garantido por lei.',
      'Uma parcela importante da população tem dor crônica.',
      'Alívio de pelo menos 50% da dor em 21% dos pacientes.',
      'Consulte https://www.gov.br/anvisa/pt-br para a lista oficial.',
      'É natural que pacientes e famílias perguntem sobre a cannabis.',
      'Conhecer esses riscos é parte essencial de um tratamento seguro.',
      'A compra já pode ser feita em farmácias.',
      'A Anvisa deve responder em até 30 dias.',
      'O fígado elimina o CBD em algumas horas.',
      'Produtos com até 0,2% de THC exigem notificação de receita B.',
      'Veja o relatório em https://www.example.org/cannabis-e-sono',
    ])
  })

  it('returns nothing for empty text', () => {
    expect(checkCompliance('')).toEqual([])
    expect(checkCompliance('   \n ')).toEqual([])
  })
})

describe('checkCompliance: flags', () => {
  it('gives offsets into the original text, even around accents and decomposed letters', () => {
    const texts = [
      'Atenção: este óleo CURA a ansiedade e é totalmente seguro. Compre já por R$ 99!',
      'Sem efeitos colaterais — a cafe\u0301 e a cura\u0301 não mudam os offsets. Tome 3 gotas ao dia.',
      '🌿 Emoji antes: o Sativex cura 100% 🌿 e vai acabar com a dor.',
    ]
    for (const text of texts) {
      const flags = checkCompliance(text)
      expect(flags.length, text).toBeGreaterThan(0)
      for (const flag of flags) expect(text.slice(flag.start, flag.end)).toBe(flag.match)
    }
    const [first] = checkCompliance('Atenção: este óleo CURA a ansiedade.')
    expect(first).toMatchObject({ ruleId: 'cura-alegacao', category: 'cura', match: 'CURA', start: 19, end: 23 })
  })

  it('carries the rule label, reason and norm', () => {
    const [flag] = checkCompliance('Compre já!')
    const rule = COMPLIANCE_RULES.find((candidate) => candidate.id === flag.ruleId)
    expect(flag).toMatchObject({ label: rule?.label, reason: rule?.reason, norm: basisCitation(rule?.basis ?? [], brasiliaToday()) })
    expect(flag.label).toBe('Chamada para compra')
    expect(flag.norm).toMatch(/RDC 1\.015\/2026/)
    expect(flag.norm).not.toMatch(/RDC 327\/2019/)
  })

  it('sorts flags by position and never repeats an overlapping flag of the same rule', () => {
    const text = 'Frete grátis! O óleo cura. Compre já, compre agora. Mevatyl e Sativex. Frete grátis.'
    const flags = checkCompliance(text)
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
    const [flag] = checkCompliance(`Linha anterior.\n${long}\nLinha seguinte.`)
    expect(flag.context).toContain('o óleo cura a dor')
    expect(flag.context.startsWith('…')).toBe(true)
    expect(flag.context.endsWith('…')).toBe(true)
    expect(flag.context).not.toContain('Linha')
    expect(flag.context.length).toBeLessThan(140)

    expect(checkCompliance('Este óleo cura.')[0].context).toBe('Este óleo cura.')
    expect(contextAround('Este óleo cura.', 10, 14)).toEqual({ before: 'Este óleo ', match: 'cura', after: '.' })
  })

  it('checks a whole 3 000-character article, flagging the problems of every paragraph', () => {
    // Speed is not asserted here (timed tests flake on a busy machine); the check runs per keystroke.
    const paragraph =
      'O canabidiol reduziu a frequência das crises em ensaios clínicos, mas não há cura. Compre já com frete grátis! ' +
      'Tome 10 gotas por dia e aumente a dose a cada 3 dias; resultados garantidos em 7 dias com o Mevatyl. '
    const text = paragraph.repeat(Math.ceil(3000 / paragraph.length)).slice(0, 3000)
    const once = checkCompliance(paragraph).length
    expect(once).toBeGreaterThan(0)
    expect(checkCompliance(text).length).toBeGreaterThanOrEqual(once * Math.floor(3000 / paragraph.length))
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
