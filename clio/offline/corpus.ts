// The offline drafting model's knowledge: topic paragraphs about medicinal cannabis written for
// this project, each tied to the public sources it rests on (./sources.ts). Editorial rules, the
// same as the compliance check's: sober and factual, no promise of cure or results, no dosing or
// instructions for use, no brand or company names, no call to buy. Paragraphs are plain text
// (escaped when put into HTML) with no abbreviation that ends in a full stop, so that sentences
// split cleanly for social copy.
import type { SourceId } from './sources.ts'

/** Who a paragraph speaks about, for themes that name an audience ("... em crianças"). */
export type Audience = 'criancas' | 'idosos' | 'gestantes'

export interface CorpusParagraph {
  text: string
  sources: SourceId[]
  /** The audiences the paragraph is specifically about. */
  audiences?: Audience[]
  /** Index (in its topic) of a paragraph this one refers back to: it is never used without that one before it. */
  follows?: number
}

export interface Topic {
  id: string
  /** Matched against the accent-folded, lower-case theme. */
  keywords: RegExp
  /** Condition- or subject-specific topics outrank general ones when both match. */
  weight: number
  headings: string[]
  paragraphs: CorpusParagraph[]
  /** Topics that complete a draft whose main subject is this one. */
  related: string[]
  hashtags: string[]
}

export const TOPICS: Topic[] = [
  {
    id: 'epilepsia',
    keywords: /epilep|convuls|\bcrises?\b|dravet|lennox|esclerose tuberosa|anticonvulsiv/,
    weight: 3,
    headings: ['Canabidiol e epilepsias de difícil controle', 'O que os ensaios clínicos mostraram na epilepsia'],
    paragraphs: [
      {
        text: 'As epilepsias refratárias são aquelas em que as crises continuam mesmo depois de tentativas adequadas com medicamentos convencionais. É nesse grupo que o canabidiol purificado tem a evidência mais sólida entre os usos medicinais da cannabis, especialmente em síndromes raras e graves que começam na infância, como as síndromes de Dravet e de Lennox-Gastaut.',
        sources: ['devinsky-2017-nejm', 'devinsky-2018-nejm'],
        audiences: ['criancas'],
      },
      {
        text: 'Em 2017, um ensaio clínico randomizado publicado no New England Journal of Medicine comparou canabidiol e placebo em crianças e jovens com síndrome de Dravet, somados ao tratamento que já usavam. O grupo do canabidiol teve redução maior na frequência de crises convulsivas, mas poucos pacientes ficaram livres de crises, e efeitos adversos como sonolência, diarreia e alterações de enzimas do fígado foram mais comuns do que no placebo.',
        sources: ['devinsky-2017-nejm'],
        audiences: ['criancas'],
      },
      {
        text: 'Em 2018, dois ensaios randomizados em pacientes com síndrome de Lennox-Gastaut, publicados no New England Journal of Medicine e na Lancet, encontraram redução das crises de queda maior com canabidiol do que com placebo. Esses resultados embasaram a aprovação de um medicamento de canabidiol purificado nos Estados Unidos naquele ano. Eles não se aplicam automaticamente a outros tipos de epilepsia nem a produtos com composição diferente.',
        sources: ['devinsky-2018-nejm', 'thiele-2018-lancet'],
      },
    ],
    related: ['efeitos-adversos', 'prescricao', 'cbd-thc', 'regulacao-brasil'],
    hashtags: ['#Epilepsia', '#Canabidiol'],
  },
  {
    id: 'dor-cronica',
    keywords: /\bdor(es)?\b|neuropat|fibromialg|analges|artrit|artrose|enxaquec|lombalg/,
    weight: 3,
    headings: ['Cannabis e dor crônica: o que dizem as revisões', 'Dor crônica: benefícios modestos e incertezas'],
    paragraphs: [
      {
        text: 'A dor crônica é uma das razões mais citadas para o uso medicinal da cannabis. Uma revisão sistemática publicada no JAMA em 2015 encontrou evidência de qualidade moderada de que canabinoides podem reduzir a dor crônica, com efeito geralmente modesto e com mais relatos de efeitos adversos do que no placebo.',
        sources: ['whiting-2015-jama'],
      },
      {
        text: 'Na dor neuropática, a revisão Cochrane de 2018 analisou 16 estudos com cerca de 1.750 adultos. Os medicamentos à base de cannabis aumentaram um pouco a proporção de pessoas com alívio relevante da dor em comparação com placebo, mas a qualidade da evidência foi considerada baixa a moderada, e o abandono do tratamento por efeitos adversos foi mais frequente.',
        sources: ['mucke-2018-cochrane'],
      },
      {
        text: 'O relatório das Academias Nacionais de Ciências, Engenharia e Medicina dos Estados Unidos, de 2017, classificou como substancial a evidência de que a cannabis e os canabinoides são eficazes no tratamento da dor crônica em adultos. O mesmo relatório ressalta que a maior parte dos estudos testou produtos e vias de administração diferentes dos disponíveis para muitos pacientes, o que limita a generalização.',
        sources: ['nasem-2017'],
      },
    ],
    related: ['efeitos-adversos', 'prescricao', 'limites-pesquisa', 'sistema-endocanabinoide'],
    hashtags: ['#DorCrônica', '#Evidência'],
  },
  {
    id: 'sono',
    keywords: /\bsono\b|insoni|dormir|apneia|\bsleep/,
    weight: 3,
    headings: ['Sono: evidência ainda limitada', 'Cannabis, canabidiol e qualidade do sono'],
    paragraphs: [
      {
        text: 'Problemas de sono levam muitas pessoas a perguntar sobre canabinoides. O relatório das Academias Nacionais dos Estados Unidos, de 2017, encontrou evidência moderada de melhora de curto prazo do sono em pessoas com distúrbios associados a apneia obstrutiva, fibromialgia, dor crônica e esclerose múltipla. Os estudos avaliaram sobretudo um spray com THC e canabidiol, e os efeitos de longo prazo continuam pouco conhecidos.',
        sources: ['nasem-2017'],
      },
      {
        text: 'Uma revisão sistemática publicada na Sleep Medicine Reviews em 2020 concluiu que a maioria dos estudos clínicos sobre canabinoides e sono é pequena, de curta duração e com risco de viés. Em muitos deles, a melhora do sono aparece como efeito secundário do alívio de outros sintomas, como dor, e não como tratamento da insônia em si.',
        sources: ['suraev-2020-sleep'],
      },
      {
        text: 'Antes de considerar qualquer produto para dormir, vale investigar com um profissional de saúde as causas do problema, como apneia, ansiedade, dor ou hábitos de sono. Sonolência durante o dia, tontura e interação com outros medicamentos sedativos estão entre os cuidados que precisam ser discutidos.',
        sources: ['nasem-2017'],
      },
    ],
    related: ['efeitos-adversos', 'ansiedade', 'prescricao', 'limites-pesquisa'],
    hashtags: ['#Sono', '#Insônia'],
  },
  {
    id: 'ansiedade',
    keywords: /ansie|estresse|panico|fobia|depress|saude mental|psiquiatr|transtornos? mentais?/,
    weight: 3,
    headings: ['Ansiedade e saúde mental: o que se sabe', 'Canabidiol e ansiedade: estudos iniciais'],
    paragraphs: [
      {
        text: 'Pesquisadores brasileiros da Universidade de São Paulo estão entre os que mais estudaram o canabidiol na ansiedade. Em um estudo publicado em 2011, pessoas com fobia social que receberam canabidiol antes de um teste simulado de falar em público relataram menos ansiedade do que as que receberam placebo. O estudo foi pequeno e avaliou uma situação pontual, não o tratamento contínuo.',
        sources: ['bergamaschi-2011'],
      },
      {
        text: 'Uma revisão sistemática publicada na Lancet Psychiatry em 2019 avaliou canabinoides em vários transtornos mentais, como depressão, transtornos de ansiedade, transtorno de déficit de atenção e hiperatividade e transtorno de estresse pós-traumático. Os autores concluíram que a evidência de benefício é escassa e de baixa qualidade, e que não há base suficiente para recomendar esse uso fora de estudos clínicos.',
        sources: ['black-2019-lancet-psychiatry'],
      },
      {
        text: 'O THC pode, em algumas pessoas, aumentar a ansiedade e está associado a maior risco de sintomas psicóticos, sobretudo com uso frequente e produtos de alta concentração. Por isso, a composição do produto, o histórico psiquiátrico e o acompanhamento profissional pesam tanto quanto o possível benefício.',
        sources: ['nasem-2017'],
      },
    ],
    related: ['cbd-thc', 'efeitos-adversos', 'prescricao', 'limites-pesquisa'],
    hashtags: ['#SaúdeMental', '#Ansiedade'],
  },
  {
    id: 'autismo',
    keywords: /autis|\btea\b|espectro autista/,
    weight: 3,
    headings: [
      'Transtorno do espectro autista: pesquisas em andamento',
      'Autismo e canabinoides: evidência preliminar',
    ],
    paragraphs: [
      {
        text: 'Famílias de pessoas no espectro autista procuram cada vez mais informação sobre canabinoides, em geral para sintomas associados, como irritabilidade, agitação e problemas de sono. A pesquisa nessa área ainda é inicial: há relatos de casos, estudos observacionais e poucos ensaios clínicos randomizados.',
        sources: ['aran-2021-molecular-autism'],
      },
      {
        text: 'Um ensaio randomizado de prova de conceito publicado na Molecular Autism em 2021 comparou com placebo dois tratamentos com canabidiol e THC na proporção de 20 para 1, um extrato da planta e os canabinoides purificados, em 150 crianças e jovens no espectro autista. Em uma das duas medidas principais, um questionário sobre problemas de comportamento em casa, não houve diferença entre os grupos; na outra, a avaliação clínica do comportamento disruptivo, 49% dos que receberam o extrato da planta melhoraram muito, contra 21% com placebo. Por ser um estudo de prova de conceito, os resultados ainda pedem confirmação em estudos maiores.',
        sources: ['aran-2021-molecular-autism'],
        audiences: ['criancas'],
      },
      {
        text: 'No autismo, como em outras condições da infância, a decisão de usar um produto de cannabis cabe ao médico junto com a família, considerando o que já foi tentado, os objetivos concretos do tratamento e a monitoração de efeitos adversos como sonolência e alterações de apetite. Terapias com evidência estabelecida continuam sendo a base do cuidado.',
        sources: ['aran-2021-molecular-autism', 'anvisa-rdc-327-2019'],
        audiences: ['criancas'],
      },
    ],
    related: ['prescricao', 'efeitos-adversos', 'limites-pesquisa', 'regulacao-brasil'],
    hashtags: ['#Autismo', '#TEA'],
  },
  {
    id: 'paliativos-oncologia',
    keywords: /paliativ|cancer|oncolog|quimioterap|nause|vomit|apetite|caquexia|tumor/,
    weight: 3,
    headings: ['Cuidados paliativos e oncologia', 'Náuseas da quimioterapia e outros sintomas do câncer'],
    paragraphs: [
      {
        text: 'Náuseas e vômitos causados pela quimioterapia foram uma das primeiras indicações estudadas para os canabinoides. O relatório das Academias Nacionais dos Estados Unidos, de 2017, considerou conclusiva a evidência de que canabinoides orais são eficazes como antieméticos nesse contexto, embora hoje existam outros medicamentos bem estabelecidos para esse fim.',
        sources: ['nasem-2017'],
      },
      {
        text: 'A revisão Cochrane de 2015 sobre náuseas e vômitos em adultos em quimioterapia observou que os canabinoides podem ser úteis quando outros tratamentos não funcionam, mas que muitos participantes interromperam o uso por efeitos adversos, como tontura, sonolência e alterações de humor. A maior parte dos estudos é antiga e comparou canabinoides com medicamentos que já não são os de primeira escolha.',
        sources: ['smith-2015-cochrane'],
      },
      {
        text: 'Em cuidados paliativos, uma revisão sistemática de 2018 com nove estudos não encontrou diferença entre canabinoides e placebo no apetite, na ingestão de calorias ou nas náuseas de pessoas com câncer; em pessoas com HIV, os canabinoides foram melhores que o placebo para ganho de peso e apetite, com evidência de qualidade baixa ou muito baixa. Não há evidência de que a cannabis trate o câncer em si; esse tipo de promessa não encontra apoio nos estudos clínicos.',
        sources: ['mucke-2018-palliative'],
      },
    ],
    related: ['efeitos-adversos', 'prescricao', 'regulacao-brasil', 'limites-pesquisa'],
    hashtags: ['#CuidadosPaliativos', '#Oncologia'],
  },
  {
    id: 'esclerose-multipla',
    keywords: /esclerose multipla|espastic|rigidez muscular/,
    weight: 3,
    headings: ['Esclerose múltipla e espasticidade', 'Espasticidade: uma das indicações mais estudadas'],
    paragraphs: [
      {
        text: 'A espasticidade, uma rigidez muscular que pode causar dor e dificultar os movimentos, é comum na esclerose múltipla. O relatório das Academias Nacionais dos Estados Unidos, de 2017, encontrou evidência substancial de que canabinoides orais melhoram a espasticidade relatada pelos próprios pacientes, com efeito menor nas medidas feitas por avaliadores.',
        sources: ['nasem-2017'],
      },
      {
        text: 'A revisão sistemática da Academia Americana de Neurologia, de 2014, considerou eficazes alguns canabinoides para sintomas de espasticidade e dor relatados por pessoas com esclerose múltipla, e apontou a necessidade de avaliar efeitos adversos cognitivos e psiquiátricos. Para a cannabis fumada, os dados foram considerados insuficientes para conclusões. O PubMed hoje marca essa revisão como retirada (“RETIRED”) pela própria Academia.',
        sources: ['koppel-2014-neurology'],
      },
      {
        text: 'Em 2017, a Anvisa concedeu o primeiro registro de um medicamento à base de cannabis no Brasil: um spray oromucoso com THC e canabidiol indicado para espasticidade moderada a grave associada à esclerose múltipla, em pacientes que não responderam a outros tratamentos. O registro exige comprovação de eficácia, segurança e qualidade, um caminho diferente da autorização sanitária de produtos criada depois.',
        sources: ['anvisa-registro-2017', 'anvisa-rdc-327-2019'],
      },
    ],
    related: ['efeitos-adversos', 'regulacao-brasil', 'prescricao', 'cbd-thc'],
    hashtags: ['#EscleroseMúltipla', '#Neurologia'],
  },
  {
    id: 'efeitos-adversos',
    keywords: /efeitos? (adverso|colatera)|colaterais|interac|seguranc|riscos?\b|toxic|figado|hepat|dependenc/,
    weight: 2,
    headings: ['Efeitos adversos e interações', 'Segurança: o que observar durante o tratamento'],
    paragraphs: [
      {
        text: 'Nos ensaios clínicos com canabidiol, os efeitos adversos mais frequentes foram sonolência, diminuição do apetite, diarreia, cansaço e alteração de enzimas do fígado. Com produtos que contêm THC, também aparecem tontura, boca seca, alterações de memória e de atenção, aceleração dos batimentos cardíacos e, em algumas pessoas, ansiedade ou sintomas psicóticos.',
        sources: ['devinsky-2017-nejm', 'nasem-2017'],
      },
      {
        text: 'O canabidiol é metabolizado no fígado por enzimas que também processam muitos outros medicamentos, o que cria risco de interações. Um estudo publicado na Epilepsia em 2017 observou aumento dos níveis de alguns anticonvulsivantes, como o clobazam, em pacientes que passaram a usar canabidiol, e alterações de exames do fígado quando ele foi associado ao valproato.',
        sources: ['gaston-2017-epilepsia', 'devinsky-2018-nejm'],
      },
      {
        text: 'Por isso, é importante informar ao médico todos os medicamentos, suplementos e fitoterápicos em uso, fazer os exames de acompanhamento solicitados e não alterar por conta própria nem o produto de cannabis nem os demais tratamentos. Gestantes, lactantes e pessoas com doença hepática ou histórico de transtornos psiquiátricos precisam de avaliação especialmente cuidadosa.',
        sources: ['gaston-2017-epilepsia', 'nasem-2017'],
        audiences: ['gestantes'],
        follows: 1,
      },
    ],
    related: ['prescricao', 'cbd-thc', 'limites-pesquisa'],
    hashtags: ['#SegurançaDoPaciente', '#Farmacologia'],
  },
  {
    id: 'cbd-thc',
    keywords: /\bcbd\b|\bthc\b|canabidiol|tetra-?hidrocanabinol|canabinoides?|diferenc/,
    weight: 1,
    headings: ['CBD e THC: diferenças que importam', 'Os principais canabinoides da planta'],
    paragraphs: [
      {
        text: 'A planta Cannabis sativa produz mais de uma centena de canabinoides. Os dois mais estudados são o THC (delta-9-tetra-hidrocanabinol), responsável pelos efeitos psicoativos da planta, e o canabidiol (CBD), que não produz esse tipo de efeito. Os produtos medicinais variam muito na proporção entre eles, o que muda tanto os possíveis benefícios quanto os riscos.',
        sources: ['nasem-2017'],
      },
      {
        text: 'Em 2018, o Comitê de Especialistas em Dependência de Drogas da Organização Mundial da Saúde concluiu, em sua revisão crítica, que o canabidiol puro não apresenta potencial de abuso ou de dependência e tem perfil de segurança geralmente bom, recomendando que não fosse submetido a controle internacional como substância de abuso.',
        sources: ['who-ecdd-cbd-2018'],
      },
    ],
    related: ['sistema-endocanabinoide', 'efeitos-adversos', 'regulacao-brasil'],
    hashtags: ['#CBD', '#THC', '#Canabidiol'],
  },
  {
    id: 'sistema-endocanabinoide',
    keywords:
      /endocanabin|receptor|\bcb[12]\b|anandamida|mecanismo|como (a cannabis |o canabidiol |o cbd )?(funciona|age)/,
    weight: 2,
    headings: ['O sistema endocanabinoide', 'Como os canabinoides agem no organismo'],
    paragraphs: [
      {
        text: 'O sistema endocanabinoide é um conjunto de receptores, substâncias produzidas pelo próprio corpo e enzimas que participa da regulação de funções como dor, apetite, humor, memória e resposta inflamatória. O primeiro receptor canabinoide, o CB1, teve sua estrutura descrita em 1990, em estudo publicado na Nature.',
        sources: ['matsuda-1990-nature'],
      },
      {
        text: 'Em 1992, pesquisadores que incluíam o químico israelense Raphael Mechoulam identificaram a anandamida, a primeira substância produzida pelo organismo que se liga a esse receptor. A descoberta mostrou que os canabinoides da planta atuam sobre um sistema que já existe no corpo humano, o que ajuda a explicar tanto seus efeitos terapêuticos quanto seus efeitos adversos.',
        sources: ['devane-1992-science'],
        follows: 0,
      },
      {
        text: 'Os receptores CB1 estão concentrados no sistema nervoso, e os CB2 aparecem sobretudo em células do sistema imunológico. O THC age diretamente sobre o CB1, o que explica seus efeitos psicoativos, enquanto o canabidiol atua por vários mecanismos diferentes, ainda em estudo. Conhecer esses mecanismos não basta para prever o efeito clínico: isso depende de ensaios em pessoas.',
        sources: ['nasem-2017', 'matsuda-1990-nature'],
      },
    ],
    related: ['cbd-thc', 'limites-pesquisa', 'efeitos-adversos'],
    hashtags: ['#SistemaEndocanabinoide', '#Neurociência'],
  },
  {
    id: 'regulacao-brasil',
    keywords: /anvisa|\brdc\b|regula|legisla|\bleis?\b|farmacia|importa|autorizac|brasil|acesso|norma/,
    weight: 2,
    headings: ['Como a Anvisa regula os produtos de cannabis', 'Regulação no Brasil: farmácias e importação'],
    paragraphs: [
      {
        text: 'A regulação brasileira avançou por etapas. Em 2015, a Anvisa retirou o canabidiol da lista de substâncias proibidas e o incluiu entre as substâncias de controle especial. Em 2017, registrou o primeiro medicamento à base de cannabis. Em dezembro de 2019, publicou a RDC 327, substituída em 2026 pela RDC 1.015/2026, que criou a categoria de produtos de cannabis com autorização sanitária, vendidos em farmácias mediante prescrição médica.',
        sources: ['anvisa-rdc-3-2015', 'anvisa-registro-2017', 'anvisa-rdc-327-2019', 'anvisa-rdc-1015-2026'],
      },
      {
        text: 'A RDC 1.015/2026 mantém a autorização sanitária, que é diferente do registro de medicamento, e o folheto informativo desses produtos não traz a seção sobre para que o produto é indicado; por isso a avaliação da indicação cabe ao médico que prescreve, em diálogo com o paciente. O cultivo para fins medicinais e de pesquisa ganhou regras próprias na RDC 1.013/2026.',
        sources: ['anvisa-rdc-1015-2026', 'anvisa-rdc-1013-2026'],
        follows: 0,
      },
      {
        text: 'Além da compra em farmácias, o acesso pode se dar pela importação por pessoa física, para uso próprio, regulada pela RDC 660/2022. O paciente ou seu responsável faz um cadastro na Anvisa com a prescrição de um profissional legalmente habilitado. Produtos, custos e prazos variam entre os caminhos, e as normas passam por revisões; vale sempre consultar o texto vigente no portal da Anvisa.',
        sources: ['anvisa-rdc-660-2022'],
      },
      {
        text: 'No Brasil, a proporção de THC define regras. Pela RDC 1.015/2026 da Anvisa, que em 2026 substituiu a RDC 327/2019, produtos com até 0,2% de THC são prescritos em Receita de Controle Especial e os de teor maior têm tarja preta; estes, antes restritos a pacientes em situações clínicas irreversíveis ou terminais, passaram a ser permitidos também para pessoas com doenças debilitantes graves.',
        sources: ['anvisa-rdc-1015-2026'],
      },
    ],
    related: ['prescricao', 'cultivo-justica', 'cbd-thc', 'internacional'],
    hashtags: ['#Anvisa', '#Regulação'],
  },
  {
    id: 'prescricao',
    keywords:
      /prescri|receita medica|receituario|notificacao de receita|\bmedic[oa]s?\b|consulta|acompanhamento|tratamento|paciente|familia/,
    weight: 1,
    headings: ['Prescrição e acompanhamento médico', 'O papel do médico no tratamento'],
    paragraphs: [
      {
        text: 'No Brasil, produtos de cannabis só podem ser obtidos com prescrição de um profissional legalmente habilitado. A avaliação começa pelo diagnóstico preciso e pelo histórico de tratamentos já tentados, e deve considerar o que a evidência científica mostra para aquela condição específica, os riscos individuais e as alternativas disponíveis.',
        sources: ['anvisa-rdc-327-2019', 'anvisa-rdc-660-2022'],
      },
      {
        text: 'O acompanhamento é parte do tratamento. Consultas regulares permitem avaliar se os objetivos combinados estão sendo atingidos, identificar efeitos adversos e interações, pedir exames quando necessário e decidir, com o paciente, se vale a pena continuar, ajustar ou interromper o uso. Qualquer mudança deve ser feita com orientação profissional.',
        sources: ['nasem-2017', 'gaston-2017-epilepsia'],
      },
      {
        text: 'Em outubro de 2022, o Conselho Federal de Medicina publicou a Resolução 2.324, que restringia a prescrição de canabidiol a algumas epilepsias da infância e da adolescência. Diante da reação de pacientes e profissionais, o próprio conselho suspendeu seus efeitos no mesmo mês e abriu consulta pública. Como as normas éticas podem mudar, médicos e pacientes devem acompanhar as orientações vigentes do CFM.',
        sources: ['cfm-2324-2022'],
        audiences: ['criancas'],
      },
    ],
    related: ['efeitos-adversos', 'regulacao-brasil', 'limites-pesquisa'],
    hashtags: ['#AcompanhamentoMédico', '#Prescrição'],
  },
  {
    id: 'cultivo-justica',
    keywords:
      /cultiv|plantio|autocultivo|\bstj\b|\bstf\b|justica|judicia|habeas|salvo.conduto|associac|tribuna|canhamo/,
    weight: 2,
    headings: ['Cultivo e decisões judiciais', 'O que a Justiça decidiu sobre o cultivo'],
    paragraphs: [
      {
        text: 'A Lei de Drogas, de 2006, permite que a União autorize o plantio de vegetais dos quais se extraem drogas exclusivamente para fins medicinais ou científicos, em local e prazo predeterminados e mediante fiscalização. Como essa regulamentação para pacientes não foi editada, muitos pedidos de cultivo chegaram aos tribunais.',
        sources: ['lei-11343-2006'],
      },
      {
        text: 'Em junho de 2022, a Sexta Turma do Superior Tribunal de Justiça concedeu salvo-conduto para que pacientes com prescrição cultivassem cannabis para fins medicinais. Em novembro de 2024, a Primeira Seção do mesmo tribunal admitiu o cultivo de cânhamo, variedade com baixo teor de THC, por empresas, para fins medicinais e farmacêuticos, e determinou que o poder público regulamentasse o tema. Essas decisões não criaram uma autorização geral para qualquer pessoa.',
        sources: ['stj-2022-resp-1972092', 'stj-2024-iac-16'],
      },
      {
        text: 'Em junho de 2024, o Supremo Tribunal Federal concluiu o julgamento do Recurso Extraordinário 635.659 e decidiu que o porte de cannabis para consumo pessoal não é crime, embora continue proibido e sujeito a sanções administrativas. O julgamento não tratou especificamente do uso medicinal nem legalizou o cultivo ou a venda, e quem considera esse caminho precisa de orientação jurídica.',
        sources: ['stf-2024-re-635659'],
      },
    ],
    related: ['regulacao-brasil', 'internacional', 'prescricao'],
    hashtags: ['#Justiça', '#Legislação'],
  },
  {
    id: 'internacional',
    keywords:
      /internacion|\bmundo\b|mundial|\bonu\b|\boms\b|canada|uruguai|alemanha|estados unidos|\beua\b|europa|convenc|global|paises/,
    weight: 2,
    headings: ['O cenário internacional', 'Política internacional e a decisão da ONU'],
    paragraphs: [
      {
        text: 'Em 2018, o Comitê de Especialistas em Dependência de Drogas da Organização Mundial da Saúde fez a primeira revisão crítica completa da cannabis desde a criação do sistema internacional de controle. As recomendações, encaminhadas às Nações Unidas em janeiro de 2019, incluíam retirar a cannabis da lista mais restritiva da Convenção Única sobre Entorpecentes, de 1961.',
        sources: ['who-ecdd-2019'],
      },
      {
        text: 'Em 2 de dezembro de 2020, a Comissão de Entorpecentes das Nações Unidas aprovou, por 27 votos a 25 e uma abstenção, a retirada da cannabis e da resina de cannabis da Lista IV da convenção de 1961. O Brasil votou contra. A planta continuou sob controle internacional, mas a decisão reconheceu seu potencial medicinal.',
        sources: ['un-cnd-2020'],
      },
      {
        text: 'Os países seguem modelos muito diferentes. Alguns têm programas de cannabis medicinal com produtos registrados e regras de prescrição; outros, como o Uruguai, em 2013, e o Canadá, em 2018, também regularam o uso adulto. Comparações entre países ajudam a entender escolhas regulatórias, mas as regras de cada um não valem no Brasil.',
        sources: ['uruguai-lei-19172-2013', 'un-cnd-2020'],
      },
    ],
    related: ['regulacao-brasil', 'cultivo-justica', 'cbd-thc'],
    hashtags: ['#PolíticaDeDrogas', '#SaúdeGlobal'],
  },
  {
    id: 'limites-pesquisa',
    keywords: /pesquis|estudos?\b|evidenc|ciencia|cientific|ensaios?\b|limites?\b|mitos?\b|verdade|qualidade/,
    weight: 1,
    headings: ['Os limites da pesquisa', 'O que ainda falta saber'],
    paragraphs: [
      {
        text: 'A pesquisa sobre cannabis medicinal cresceu muito, mas ainda tem lacunas. Muitos estudos são pequenos, de curta duração, com produtos e doses diferentes entre si, o que dificulta comparar resultados. O relatório das Academias Nacionais dos Estados Unidos, de 2017, apontou barreiras regulatórias e a falta de produtos padronizados como obstáculos importantes para estudos de qualidade.',
        sources: ['nasem-2017'],
      },
      {
        text: 'A qualidade dos produtos também pesa. Um estudo publicado no JAMA em 2017 analisou 84 extratos de canabidiol vendidos pela internet nos Estados Unidos e encontrou rótulos precisos em apenas cerca de 31% deles; em parte das amostras havia THC não declarado. Produtos com controle de qualidade comprovado, como exige a regulação sanitária brasileira, reduzem esse risco.',
        sources: ['bonn-miller-2017-jama', 'anvisa-rdc-327-2019'],
        follows: 0,
      },
      {
        text: 'Evidência científica tem gradações: há condições com ensaios randomizados consistentes, outras com resultados preliminares e muitas sem estudos adequados. Relatos pessoais e experiências positivas são importantes para orientar novas pesquisas, mas não substituem ensaios bem conduzidos. Ler com cuidado o que cada estudo mostrou evita tanto o entusiasmo excessivo quanto o descarte de possibilidades reais.',
        sources: ['whiting-2015-jama', 'nasem-2017'],
      },
    ],
    related: ['efeitos-adversos', 'prescricao', 'sistema-endocanabinoide'],
    hashtags: ['#Ciência', '#Pesquisa'],
  },
]

export const BASE_HASHTAGS = ['#CannabisMedicinal', '#InformaçãoEmSaúde']

export function topicById(id: string): Topic {
  const topic = TOPICS.find((t) => t.id === id)
  if (!topic) throw new Error(`unknown corpus topic ${id}`)
  return topic
}
