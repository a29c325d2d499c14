/**
 * Brazil's advertising limits for medicinal cannabis, as data the compliance check compiles once.
 *
 * `terms` are words or phrases written as people write them (accents and case do not matter).
 * `patterns` are regular-expression sources written against FOLDED text: lower case, without
 * accents, with ’ turned into '. Every rule is matched as a whole word, so "cura" never fires
 * inside "procura", "curadoria" or "segurança".
 *
 * Each rule names its legal basis (legal-basis.ts: the norms, the days they are in force, their
 * sources) and may have days of its own; on a given day only rules in force with a basis in force
 * fire, and a finding shows the norms in force that day. The compliance check flags passages for a
 * human to review: it is not legal advice.
 */
import { nextDay } from '@/lib/brasilia-time'
import { LEGAL_NORMS, revokedCitationLabel, type NormId } from '@/lib/compliance/legal-basis'

export type ComplianceCategory = 'marca' | 'compra' | 'cura' | 'dosagem' | 'promessa' | 'norma' | 'fonte'

export interface ComplianceRule {
  id: string
  category: ComplianceCategory
  /** Short pt-BR name of the problem, shown next to the passage. */
  label: string
  /** pt-BR explanation of why the passage is risky. */
  reason: string
  /** The norms the rule comes from; those in force on the day of the check are shown. */
  basis: readonly NormId[]
  /** First and last day the rule itself applies (a rule past its last day never fires). */
  inForceFrom?: string
  inForceUntil?: string
  /** Words and phrases matched whole ("Charlotte's Web" also matches "charlottes web", "Prati Donaduzzi"). */
  terms?: readonly string[]
  /** Regular-expression sources for folded text (see the file comment). */
  patterns?: readonly string[]
  /**
   * Cancelled by a negation just before the match ("não há cura", "não garante"), by a sceptical
   * sentence ("Desconfie de promessas de cura") or by one that debunks it ("… é um mito").
   */
  negatable?: boolean
  /** Cancelled when its sentence reports a study ("os participantes receberam 20 mg/kg/dia"). */
  allowedInStudyReport?: boolean
  /** Cancelled when the sentence hands the decision to the doctor ("ajuste a dose com seu médico"). */
  allowedWithMedicalSupervision?: boolean
  /** Cancelled when the sentence tells it as history ("a RDC 327/2019, revogada em 2026, …"). */
  allowedAsHistory?: boolean
}

export const COMPLIANCE_CATEGORY_LABELS: Record<ComplianceCategory, string> = {
  marca: 'Marca ou produto',
  compra: 'Apelo de compra',
  cura: 'Cura ou garantia',
  dosagem: 'Dosagem',
  promessa: 'Promessa de resultado',
  norma: 'Norma revogada',
  fonte: 'Fonte',
}

// Which norms each kind of rule rests on. RDC 327/2019 and RDC 1.015/2026 are both listed: each is
// shown only while in force.
const CANNABIS_PRODUCTS: NormId[] = ['rdc-327-2019', 'rdc-1015-2026']
const BASIS = {
  cannabisProducts: CANNABIS_PRODUCTS,
  medicineAdvertising: ['rdc-96-2008', 'lei-6360-1976'] as NormId[],
  medicalAdvertising: ['cfm-2336-2023'] as NormId[],
  consumer: ['cdc-1990'] as NormId[],
}

const basis = (...names: (keyof typeof BASIS)[]): NormId[] => [...new Set(names.flatMap((name) => BASIS[name]))]

// Building blocks for patterns, all in folded form.
const QUANTITY = String.raw`(?:\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)`
const DOSE_UNIT = String.raw`(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|doses?|ui)`
// Instructions leave out "dose": "comece com uma dose baixa" names no amount.
const INSTRUCTION_UNIT = String.raw`(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|ui)`
const PER_WEIGHT = String.raw`(?:\s*\/\s*kg|\s+por\s+(?:kg|quilo))?`
const OF_PRODUCT = String.raw`(?:\s+(?:de|do)\s+(?:cbd|thc|canabidiol|oleo|extrato|produto|spray))?`
const PERIOD = String.raw`(?:\s*\/\s*|\s+(?:por|ao|a cada|de \d+ em \d+)\s+)(?:dia|d|dose|vez|noite|manha|refeicao|refeicoes|hora|horas|semana)`
const TIMES_A_DAY = String.raw`,?\s+(?:\d+|uma|duas|tres|quatro|cinco|seis)\s+vez(?:es)?\s+(?:ao|por|no)\s+dia`
const QUANTITY_RANGE = String.raw`${QUANTITY}(?:\s*(?:a|ou|-|–)\s*${QUANTITY})?`
const AMOUNT = String.raw`${QUANTITY_RANGE}\s*${DOSE_UNIT}${PER_WEIGHT}${OF_PRODUCT}`
const ARTICLE = String.raw`(?:(?:a|as|o|os|sua|suas|seu|seus|essa|essas|esse|esses|aquela|aquelas|toda|todas|todo|todos)\s+)?`
const SYMPTOM = String.raw`(?:dor|dores|crises?|convulsao|convulsoes|ansiedade|insonia|sintomas?|doencas?|problemas?|estresse|depressao|enxaquecas?|inflamacao|inflamacoes|espasmos?|espasticidade|tremores?|nauseas?|vomitos?|panico|fibromialgia|epilepsia|autismo|cancer|tumor|tumores|artrite|artrose|parkinson|alzheimer|sofrimento|vicios?|dependencia|colicas?|angustia|tristeza|medos?|remedios?|medicamentos?)`
const MONEY = String.raw`\d(?:[\d.,]*\d)?`
const URL_CHAR = String.raw`[^\s<>"'()\[\]{}]`
const URL_END = String.raw`[^\s<>"'()\[\]{}.,;:!?]`
const SHOP_WORD = String.raw`(?:loja|shop|store|compr(?:ar|e|as?)(?![a-z])|produto|checkout|carrinho|cart(?![a-z])|mercadoli[vb]re|shopee|amazon|aliexpress|magalu|magazineluiza|americanas|olx|hotmart|kiwify|wa\.me)`

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: 'marca-produto',
    category: 'marca',
    label: 'Menção a marca ou produto',
    reason:
      'Nome comercial de produto de cannabis ou de empresa do setor pode caracterizar publicidade, e a de produtos de cannabis não pode ser dirigida ao público. Em conteúdo informativo, cite o princípio ativo (canabidiol, THC) e a categoria do produto.',
    basis: basis('cannabisProducts', 'medicineAdvertising'),
    terms: [
      // Registered medicines and well-known products.
      'Mevatyl',
      'Sativex',
      'Epidiolex',
      'Epidyolex',
      'Marinol',
      'Syndros',
      'Cesamet',
      // Brazilian manufacturers, importers and marketplaces.
      'Prati-Donaduzzi',
      'Belcher Farmacêutica',
      'Verdemed',
      'Ease Labs',
      'Greencare',
      'Nunature',
      'Cannect',
      'HempMeds',
      'HempMeds Brasil',
      // Foreign brands often cited in Brazilian importation.
      "Charlotte's Web",
      'CW Hemp',
      'Real Scientific Hemp Oil',
      'RSHO',
      'Medical Marijuana Inc',
      'Endoca',
      'CBDistillery',
      'cbdMD',
      'Elixinol',
      'Lazarus Naturals',
      'NuLeaf Naturals',
      'Medterra',
      'Joy Organics',
      'Bedrocan',
      'Tilray',
      'Aurora Cannabis',
      'Canopy Growth',
      'Cronos Group',
      'Aphria',
      'Curaleaf',
      'GW Pharmaceuticals',
      'GW Pharma',
      'Jazz Pharmaceuticals',
    ],
  },
  {
    id: 'compra-chamada',
    category: 'compra',
    label: 'Chamada para compra',
    reason:
      'Convites a comprar, encomendar ou pedir o produto são promoção comercial ao público, vedada para produtos de cannabis e para medicamentos não regularizados ou de venda sob prescrição.',
    basis: basis('cannabisProducts', 'medicineAdvertising'),
    terms: [
      'compre',
      'compre já',
      'compre agora',
      'adquira',
      'adquira já',
      'adquira o seu',
      'adquira a sua',
      'peça já',
      'peça agora',
      'peça o seu',
      'peça a sua',
      'encomende',
      'encomende já',
      'faça seu pedido',
      'faça o seu pedido',
      'garanta o seu',
      'garanta a sua',
      'garanta já',
      'arraste para cima',
      'chame no direct',
      'chama no direct',
      'chame no whatsapp',
      'chama no whats',
      'chame no whats',
      'nossa loja',
      'loja virtual',
      'loja online',
      'loja oficial',
      'aproveite já',
      'aproveite agora',
    ],
    patterns: [
      String.raw`comprar\s+(?:ja|agora|aqui|online|hoje|com desconto|no site|na loja|no link|pelo link|pelo site|pelo whats(?:app)?|no whats(?:app)?|no direct)`,
      String.raw`(?:clique|clica|toque|acesse|acessa)\s+(?:\p{L}+\s+){0,3}(?:e|para|pra)\s+(?:compr(?:ar|e)|pedir|encomendar|garantir)`,
      String.raw`quer\s+comprar`,
      // "Link na bio" only with a purchase: "Texto completo no blog — link na bio." points at an
      // article and is honest copy (issue 30: the bare phrase was a false positive).
      String.raw`link\s+(?:na|da)\s+bio\s+(?:\p{L}+\s+){0,3}(?:para|pra)\s+(?:compr(?:ar|e)|pedir|encomendar|garantir|adquirir)`,
      String.raw`(?:compr(?:ar|e)|pedir|pec[ao]|encomend(?:ar|e)|garant(?:ir|a)|adquir(?:ir|a))\s+(?:\p{L}+\s+){0,4}(?:pelo|no|via)\s+link\s+(?:na|da)\s+bio`,
      // "Compra já!" as a call, not "a compra já pode ser feita na farmácia".
      String.raw`(?<!(?:a|da|na|sua|uma|de|pela)\s+)compra\s+(?:ja|agora)(?!\s+(?:foi|pode|podem|e|esta|era|deve|tem|sera))`,
    ],
    negatable: true,
  },
  {
    id: 'compra-preco',
    category: 'compra',
    label: 'Preço ou oferta comercial',
    reason:
      'Preço promocional, descontos, cupons, frete e parcelamento são apelos de venda. Mencionar custo como barreira de acesso é informação; anunciar valor ou oferta é publicidade.',
    basis: basis('cannabisProducts', 'medicineAdvertising', 'consumer'),
    terms: [
      'preço promocional',
      'preços promocionais',
      'valor promocional',
      'preço especial',
      'preço imperdível',
      'melhor preço',
      'menor preço',
      'precinho',
      'promocional',
      'cupom',
      'cupons',
      'desconto',
      'descontos',
      'frete',
      'frete grátis',
      'amostra grátis',
      'amostras grátis',
      'amostra gratuita',
      'brinde',
      'parcele',
      'parcelamento',
      'parcelado',
      'sem juros',
      'oferta especial',
      'oferta imperdível',
      'oferta relâmpago',
      'por tempo limitado',
      'black friday',
      'queima de estoque',
      'cashback',
      'últimas unidades',
      'estoque limitado',
    ],
    patterns: [
      // "Promoção" in the sales sense; "promoção da saúde" or "do debate público" is not an offer.
      String.raw`(?:promocao|promocoes)(?!\s+(?:d[aoe]s?\s+)?(?:saude|qualidade|bem[\s-]?estar|pesquisa|acesso|direitos?|comercial|uso|cidadania|debate|conhecimento|informacao|educacao|ciencia|autonomia|dignidade|inclusao))`,
      String.raw`(?:por|a partir de)\s+(?:apenas|so|somente)(?:\s+r\$)?\s*${MONEY}`,
      String.raw`(?:apenas|so|somente)\s+r\$\s*${MONEY}`,
      // An amount in reais, unless it is a cost statistic ("custo médio de R$ 1.500 por mês").
      String.raw`(?<!(?:custo|custos|custa|custam|custar|gasto|gastos|gastou|gastam|media|medio|estimad[oa]s?|orcamento|economia|mercado|faturamento|movimentou|movimenta|investimento|multa)\s+(?:\p{L}+\s+){0,5})r\$\s*${MONEY}`,
      String.raw`(?:em\s+ate\s+)?\d{1,2}\s?x\s+(?:de\s+r\$|sem\s+juros)`,
      String.raw`\d{1,2}\s?%\s+(?:de\s+)?(?:off|desconto)`,
    ],
  },
  {
    id: 'compra-link',
    category: 'compra',
    label: 'Link de loja ou marketplace',
    reason:
      'Link para loja, carrinho ou marketplace transforma o texto em vitrine do produto, o que é publicidade e exposição à venda vedadas.',
    basis: basis('cannabisProducts', 'medicineAdvertising'),
    patterns: [
      String.raw`(?:https?:\/\/|www\.)${URL_CHAR}*?${SHOP_WORD}(?:${URL_CHAR}*${URL_END})?`,
      String.raw`(?:[a-z0-9-]+\.)*[a-z0-9-]*${SHOP_WORD}[a-z0-9-]*\.(?:com|net|store|shop|online|site|loja)(?:\.br)?(?:\/(?:${URL_CHAR}*${URL_END})?)?`,
    ],
  },
  {
    id: 'cura-alegacao',
    category: 'cura',
    label: 'Alegação de cura',
    reason:
      'Afirmar que um produto de cannabis cura uma doença é alegação terapêutica sem respaldo e publicidade enganosa; os estudos mostram, em condições específicas, redução de sintomas, não cura.',
    basis: basis('medicalAdvertising', 'consumer', 'medicineAdvertising'),
    terms: [
      'cura',
      'curas',
      'curar',
      'curou',
      'cure',
      'curam',
      'curará',
      'curarão',
      'curando',
      'curado',
      'curada',
      'curados',
      'curadas',
      'curativo',
      'curativa',
      'curativos',
      'curativas',
      'poder de cura',
    ],
    negatable: true,
  },
  {
    id: 'cura-garantia',
    category: 'cura',
    label: 'Garantia ou promessa absoluta',
    reason:
      'Garantias, "100%" e milagres prometem um resultado que nenhum tratamento assegura; a resposta varia de pessoa para pessoa.',
    basis: basis('medicalAdvertising', 'consumer'),
    terms: [
      'cem por cento',
      'garantimos',
      'garantia de resultado',
      'garantia de resultados',
      'garantia de cura',
      'garantia de eficácia',
      'garantia de melhora',
      'garantia de sucesso',
      'garantia de alívio',
      'milagre',
      'milagres',
      'milagroso',
      'milagrosa',
      'milagrosos',
      'milagrosas',
      'infalível',
      'infalíveis',
    ],
    patterns: [
      String.raw`100\s?%`,
      String.raw`garante\s+${ARTICLE}(?:cura|melhora|alivio|resultados?|eficacia|sucesso|fim)`,
      // "Garantido" as a promise; a right "garantido por lei" or "direito garantido" is not one,
      // and "resultados garantidos" is left to the promise rule.
      String.raw`(?<!(?:direitos?|acesso|sigilo|anonimato|resultados?|resultado)\s+(?:\p{L}+\s+){0,2})garantid[oa]s?(?!\s+(?:por lei|pela (?:lei|constituicao|justica)|pelo (?:estado|sus|stf|stj)|judicialmente|constitucionalmente|a tod[oa]s|o direito|o acesso))`,
    ],
    negatable: true,
  },
  {
    id: 'cura-seguranca',
    category: 'cura',
    label: 'Alegação de ausência de riscos',
    reason:
      'Canabinoides têm efeitos adversos e interações com outros medicamentos; dizer que são isentos de riscos ou "naturais, então inofensivos" engana o leitor.',
    basis: basis('consumer', 'medicineAdvertising', 'medicalAdvertising'),
    terms: ['inofensivo', 'inofensiva', 'pode usar sem medo', 'pode tomar sem medo'],
    patterns: [
      String.raw`sem\s+(?:nenhum\s+|qualquer\s+)?(?:efeitos?\s+(?:colaterais|colateral|adversos?)|riscos?|contraindicac(?:ao|oes)|perigos?)`,
      String.raw`(?:livres?|isent[oa]s?)\s+de\s+(?:efeitos?\s+(?:colaterais|colateral|adversos?)|riscos?|contraindicac(?:ao|oes))`,
      String.raw`zero\s+efeitos?\s+colaterais`,
      String.raw`nao\s+(?:tem|causa|apresenta|possui|da)\s+(?:nenhum\s+)?efeitos?\s+(?:colaterais|colateral|adversos?)`,
      String.raw`(?:totalmente|completamente|absolutamente|100\s?%|super)\s+segur[oa]s?`,
      String.raw`natural\s*[,;]?\s*(?:(?:entao|logo|portanto|por isso|e|,)\s+)?(?:nao\s+(?:faz|causa)\s+mal|(?:e\s+)?(?:seguro|inofensivo))`,
    ],
    negatable: true,
  },
  {
    id: 'dosagem-quantidade',
    category: 'dosagem',
    label: 'Dose ou posologia',
    reason:
      'Dose e frequência são definidas na prescrição médica, caso a caso; indicar quantidades ao leitor estimula a automedicação. Ao relatar um estudo, deixe claro que é a dose usada na pesquisa.',
    basis: basis('cannabisProducts', 'medicalAdvertising'),
    patterns: [
      String.raw`${AMOUNT}${PERIOD}`,
      String.raw`${AMOUNT}${TIMES_A_DAY}`,
      String.raw`doses?\s+(?:diaria|diarias|inicial|iniciais|de manutencao|recomendada|ideal|maxima|minima)?\s*(?:e\s+)?de\s+${QUANTITY}\s*(?:mg|ml|mcg|gotas?|capsulas?)`,
      String.raw`${AMOUNT}\s+(?:antes de dormir|ao deitar|pela manha|a noite|em jejum|embaixo da lingua|debaixo da lingua|sublingual)`,
    ],
    allowedInStudyReport: true,
  },
  {
    id: 'dosagem-instrucao',
    category: 'dosagem',
    label: 'Instrução de uso',
    reason:
      'Dizer ao leitor quanto tomar, por onde começar ou quanto aumentar é orientação terapêutica individual, que cabe ao médico na consulta.',
    basis: basis('cannabisProducts', 'medicalAdvertising'),
    patterns: [
      String.raw`(?:tome|tomem|tomar|use|usem|pingue|pingar|coloque|colocar|aplique|administre|ingira|borrife|inale|acrescente|adicione|comece|comecem|inicie|iniciem|aumente|aumentem|suba|reduza|diminua)\s+(?:com\s+|em\s+|mais\s+|menos\s+)?(?:\p{L}+\s+){0,2}?${QUANTITY_RANGE}\s*${INSTRUCTION_UNIT}`,
      String.raw`a\s+cada\s+${QUANTITY}\s+dias?,?\s+(?:aumente|acrescente|suba|adicione|dobre)`,
      String.raw`titule|titulem`,
    ],
    negatable: true,
  },
  {
    id: 'dosagem-ajuste',
    category: 'dosagem',
    label: 'Orientação de ajuste de dose',
    reason:
      'Mandar o leitor aumentar, reduzir ou ajustar a dose por conta própria é orientação terapêutica individual; ajustes são feitos pelo médico, com acompanhamento.',
    basis: basis('cannabisProducts', 'medicalAdvertising'),
    patterns: [
      String.raw`(?:aumente|aumentem|reduza|reduzam|diminua|diminuam|dobre|dobrem|ajuste|ajustem|suba|eleve|divida|triplique)\s+(?:a|as|sua|suas)\s+doses?`,
    ],
    negatable: true,
    allowedWithMedicalSupervision: true,
  },
  {
    id: 'promessa-resultado',
    category: 'promessa',
    label: 'Promessa de resultado',
    reason:
      'Prometer que o tratamento vai acabar com sintomas, resolver de vez ou trazer resultados garantidos cria expectativa enganosa e é sensacionalismo vedado na publicidade médica.',
    basis: basis('medicalAdvertising', 'consumer'),
    terms: [
      'resolve de vez',
      'resolver de vez',
      'resolveu de vez',
      'resolvem de vez',
      'resolve definitivamente',
      'solução definitiva',
      'de vez por todas',
      'resultado garantido',
      'resultados garantidos',
      'resultado imediato',
      'resultados imediatos',
      'resultados rápidos',
      'efeito imediato',
      'alívio imediato',
      'melhora imediata',
      'você vai se sentir',
      'você vai sentir',
      'vai se sentir outra pessoa',
      'se livrar de vez',
    ],
    patterns: [
      String.raw`(?:vai|vao|ira|irao)\s+acabar\s+com`,
      String.raw`(?:acaba|acabam|acabou|acabar|acabe)\s+(?:de vez\s+)?com\s+${ARTICLE}${SYMPTOM}`,
      String.raw`(?:elimina|eliminam|eliminar|eliminou|elimine|eliminara|eliminando)\s+(?:de vez\s+|completamente\s+|totalmente\s+|por completo\s+)?${ARTICLE}${SYMPTOM}`,
      String.raw`(?:elimina|eliminam|eliminar|eliminou|elimine|eliminara)\s+(?:de vez|completamente|totalmente|por completo|para sempre)`,
      String.raw`(?:voce|vc)\s+(?:vai|ira)\s+(?:se\s+)?sentir`,
      String.raw`(?:(?:voce|vc)\s+)?nunca\s+mais\s+(?:vai\s+)?(?:sentir|ter|sofrer|precisar|sinta|tenha|sofra)`,
      String.raw`(?:vai|ira)\s+(?:transformar|mudar)\s+(?:a\s+)?sua\s+vida|(?:transforma|muda)\s+(?:a\s+)?sua\s+vida`,
    ],
    negatable: true,
  },
  {
    id: 'promessa-prazo',
    category: 'promessa',
    label: 'Promessa de prazo para resultado',
    reason:
      'Marcar prazo para o efeito ("em 7 dias") promete um resultado que depende de cada paciente e não pode ser assegurado.',
    basis: basis('medicalAdvertising', 'consumer'),
    patterns: [
      String.raw`em\s+(?:apenas|so|somente|menos\s+de)\s+${QUANTITY}\s+(?:dias?|semanas?|horas?|minutos?)`,
      String.raw`(?:resultados?|melhora|alivio|diferenca|transformacao|sentir|sente|sentira)\s+(?:\p{L}+\s+){0,4}?em\s+${QUANTITY}\s+(?:dias?|horas?|minutos?)`,
      String.raw`em\s+(?:${QUANTITY}|poucos|poucas)\s+(?:dias?|semanas?)\s*,?\s+(?:voce|vc|seu|sua|ja)`,
    ],
    negatable: true,
    allowedInStudyReport: true,
  },
  // A text that cites a revoked norm as if it were in force, from the day after its last day.
  ...Object.values(LEGAL_NORMS)
    .filter((norm) => norm.citedAs && norm.inForceUntil && norm.replacedBy)
    .map(
      (norm): ComplianceRule => ({
        id: `norma-revogada-${norm.id}`,
        category: 'norma',
        label: revokedCitationLabel(norm),
        reason: `A ${norm.name} foi revogada e substituída pela ${LEGAL_NORMS[norm.replacedBy as NormId].name}. Atualize o texto para a norma em vigor ou deixe claro que se trata do histórico.`,
        basis: [norm.replacedBy as NormId],
        inForceFrom: nextDay(norm.inForceUntil as string),
        patterns: [(norm.citedAs as RegExp).source],
        allowedAsHistory: true,
      }),
    ),
]

/**
 * A rule about the post as a whole (post-compliance.ts runs it only when the post has no
 * references): percentages, doses and efficacy claims want a source the reader can check. It warns —
 * shown in the editor, never stored with the findings, so it never asks for a justification.
 */
export const UNSOURCED_CLAIM_RULE: ComplianceRule = {
  id: 'fonte-ausente',
  category: 'fonte',
  label: 'Dado sem referência',
  reason:
    'O texto traz percentuais, doses ou afirmações de eficácia e o post não tem referências. Informação de saúde sem fonte pode induzir o leitor a erro: adicione em "Referências" o estudo ou documento de onde vem o dado e insira o marcador na frase.',
  basis: basis('medicalAdvertising', 'consumer'),
  patterns: [
    String.raw`\d+(?:[.,]\d+)?\s*(?:%|por\s+cento)`,
    String.raw`\d+(?:[.,]\d+)?(?:\s*(?:a|-|–)\s*\d+(?:[.,]\d+)?)?\s*(?:mg|miligramas?|ml|mililitros?|mcg|gotas?)(?:\s*\/\s*kg)?`,
    String.raw`eficaz(?:es)?|eficacia`,
  ],
}

/** In the same sentence, these tell a norm's citation as history ("revogada", "até 2026", "substituída"). */
export const HISTORY_CUES: readonly string[] = [
  String.raw`revogad[oa]s?|revog(?:ou|a|am)`,
  String.raw`substituid[oa]s?|substitu(?:iu|i|em)`,
  String.raw`(?:norma|resolucao|regra|marco)\s+anterior`,
  String.raw`antig[oa]s?`,
  String.raw`deixou\s+de\s+valer|nao\s+(?:esta|vale)\s+mais`,
  String.raw`vigorou|valia|vigente\s+ate|ate\s+20\d\d`,
  // Past tenses that tell what a norm did: "a Anvisa já permitia, pela RDC 327/2019, …".
  String.raw`permitia|exigia|exigiam|previa|proibia|vedava|regulava|estabelecia|tratava|regia`,
]

/** Words that, among the few just before a match, turn a claim into its denial ("não há cura"). */
export const NEGATION_CUES: readonly string[] = [
  // "não perca", "não deixe de" and similar are sales talk, not negations.
  String.raw`nao(?!\s+(?:perca|percam|deixe|deixem|fique|fiquem|espere|esperem|esqueca))`,
  'nunca',
  'jamais',
  'ninguem',
  'nenhum',
  'nenhuma',
  'nem',
  'tampouco',
  'nada de',
  'longe de',
  String.raw`sem\s+(?:\p{L}+\s+)?(?:evidencias?|comprovacao|provas?|garantias?|base|respaldo)`,
]

/** How many words before a match the negation cues reach. */
export const NEGATION_WINDOW_WORDS = 5

/** Anywhere earlier in the sentence, these frame a claim as something to distrust. */
export const SCEPTICAL_CUES: readonly string[] = [
  String.raw`desconfi(?:e|em|ar)`,
  String.raw`cuidado\s+com`,
  String.raw`evit(?:e|em|ar)`,
  String.raw`fuj(?:a|am)|fugir`,
  String.raw`mitos?`,
  String.raw`fals[oa]s?`,
  String.raw`engan(?:a|am|osa|osas|oso|osos)`,
  String.raw`supost[oa]s?`,
  String.raw`alegad[oa]s?|alegac(?:ao|oes)`,
  String.raw`nao\s+acredit(?:e|em)`,
  String.raw`nao\s+(?:ha|existem?)\s+(?:\p{L}+\s+){0,2}(?:evidencias?|provas?|base|comprovacao|estudos?|dados)`,
  String.raw`nao\s+(?:significa|quer\s+dizer|e\s+verdade)`,
  String.raw`(?:sao|e)\s+(?:proibid[oa]s?|vedad[oa]s?|ilega(?:l|is))`,
  String.raw`proib(?:e|em|ida|idas|ido|idos)|ved(?:a|am|ada|adas|ado|ados)`,
]

/** Right after a claim, in the same sentence, these debunk it ("'é natural, então não faz mal' é um mito"). */
export const DEBUNK_CUES: readonly string[] = [
  String.raw`(?<!nao\s+(?:e\s+)?(?:um\s+)?)mitos?`,
  String.raw`equivocad[oa]s?`,
  String.raw`(?<!nao\s+(?:e\s+)?)fals[oa]s?`,
  String.raw`engan(?:a|am|osa|osas|oso|osos)`,
  String.raw`incorret[oa]s?`,
  String.raw`nao\s+(?:e\s+verdade|procede|tem\s+(?:base|comprovacao|respaldo))`,
  String.raw`sem\s+(?:base|comprovacao|respaldo)`,
  String.raw`(?:e|sao)\s+(?:proibid[oa]s?|vedad[oa]s?|ilega(?:l|is))`,
]

/** In the same sentence, these show it reports research rather than instructs the reader. */
export const STUDY_REPORT_CUES: readonly string[] = [
  // "Segundo estudos, 10 gotas por dia…" is still advice: a bare "estudo" is not enough.
  String.raw`ensaios?`,
  String.raw`(?:estudos?|pesquisas?)\s+(?:\p{L}+\s+){0,3}?(?:usou|usaram|testou|testaram|avaliou|avaliaram|comparou|compararam|administrou|administraram|empregou|empregaram)`,
  String.raw`participantes`,
  String.raw`voluntarios`,
  String.raw`placebo`,
  String.raw`randomizad[oa]s?`,
  String.raw`grupos?`,
  String.raw`pesquisadores`,
  String.raw`revis(?:ao|oes)\s+sistematicas?`,
  String.raw`meta-?analises?`,
]

/** In the same sentence, after the match, these hand the decision to the doctor. */
export const MEDICAL_SUPERVISION_CUES: readonly string[] = [
  String.raw`(?:com|sob)\s+(?:a\s+)?(?:orientacao|supervisao|acompanhamento|prescricao|avaliacao)\s+(?:do\s+)?medic[oa]`,
  String.raw`com\s+(?:o|a|seu|sua)\s+(?:proprio\s+)?medic[oa]`,
  String.raw`conforme\s+(?:a\s+)?(?:prescricao|orientacao)`,
  String.raw`(?:se|quando|como)\s+(?:o|a|seu|sua)\s+medic[oa]\s+(?:indicar|orientar|prescrever|mandar)`,
]
