-- Seed: editorial posts of the public blog (pt-BR), applied after supabase/seed.sql.
--
-- Requires from supabase/seed.sql: the categories with slugs pesquisas, tratamentos, legislacao and
-- noticias, and the "Equipe Editorial" profile 0e1d1a00-0000-4000-8000-000000000001 (no password, not an admin).
--
-- 14 published posts, 2 drafts (one with a due date, for the editorial calendar) and 1 scheduled post
-- (published_at = now() + 30 days, so it stays invisible to visitors). Dates are relative to now() so the blog always looks current.
-- Ids are fixed so the seed is deterministic; "on conflict do nothing" keeps a re-run harmless.
-- Cover images live in public/seed-images/<slug>.webp, drawn by tools/make-seed-images.ts.
-- read_time = ceil(words / 180). The search vector column is generated and never inserted.
--
-- Content is informative and cites public sources (Anvisa RDC 1.015/2026, which replaced RDC 327/2019 in 2026, RDC 660/2022,
-- Lei 11.343/2006, NEJM 2017/2018, JAMA 2015, Cochrane 2018, NASEM 2017, OMS/ECDD and CND 2020,
-- Resolução CFM 2.324/2022, Lei SP 17.618/2023, STJ 2022 and 2024, STF 2024); it makes no
-- medical promises. Posts that cite studies or norms keep them in reference_list, with markers [n] in
-- the text (docs/decisions/019-references-and-markers.md). Each reference carries its DOI, PMID or
-- official URL, checked against the source's own page (docs/reference-sources.md), or is listed with the
-- reason in seeds/unverified-references.json (decision 056); a title in brackets is a description of a
-- source whose published version could not be identified.

-- 1. Canabidiol e epilepsias refratárias: o que mostram os estudos (pesquisas, published, destaque, ~600 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, reference_list
) values (
  '5eed0000-0000-4000-8000-000000000001',
  'Canabidiol e epilepsias refratárias: o que mostram os estudos',
  'canabidiol-e-epilepsias-refratarias-o-que-mostram-os-estudos',
  $html$<p>Entre todas as possíveis aplicações terapêuticas da cannabis, o tratamento de algumas formas graves de epilepsia na infância é a que reúne a evidência científica mais robusta. Isso não significa que o canabidiol (CBD) funcione para qualquer tipo de epilepsia, nem que qualquer produto com CBD tenha o mesmo efeito. Significa que, para condições específicas, existem ensaios clínicos randomizados, controlados por placebo e publicados em revistas de alto impacto.</p>

<h2>As síndromes estudadas</h2>
<p>A síndrome de Dravet e a síndrome de Lennox-Gastaut são encefalopatias epilépticas raras, que começam na infância e costumam responder mal aos anticonvulsivantes convencionais. As crises são frequentes, muitas vezes graves, e têm grande impacto no desenvolvimento e na qualidade de vida das crianças e das famílias. Foi nesse contexto de necessidade não atendida que o canabidiol passou a ser investigado de forma sistemática.</p>

<h2>O que os ensaios clínicos mostraram</h2>
<h3>Síndrome de Dravet</h3>
<p>Em 2017, Devinsky e colaboradores publicaram no <em>New England Journal of Medicine</em> um ensaio com 120 crianças e jovens com síndrome de Dravet. Os participantes receberam canabidiol oral purificado (20 mg/kg/dia) ou placebo, em associação ao tratamento que já usavam, durante 14 semanas. No grupo do canabidiol, a frequência mediana de crises convulsivas caiu de 12,4 para 5,9 por mês; no grupo placebo, passou de 14,9 para 14,1.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p>

<h3>Síndrome de Lennox-Gastaut</h3>
<p>Em 2018, o mesmo grupo publicou, também no <em>NEJM</em>, um ensaio com 225 pacientes com síndrome de Lennox-Gastaut que comparou duas doses de canabidiol (10 e 20 mg/kg/dia) com placebo. A redução mediana das crises de queda foi de cerca de 37% e 42% nos grupos tratados, contra 17% no placebo.<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a> Um segundo ensaio, publicado por Thiele e colaboradores na <em>Lancet</em> no mesmo ano, encontrou resultados na mesma direção.<a href="#ref-3" class="ref-marker" data-ref="3">[3]</a></p>
<p>Com base nesses estudos, a agência norte-americana FDA aprovou em 2018 um medicamento de canabidiol purificado para essas duas síndromes; a indicação foi depois ampliada para as crises associadas ao complexo da esclerose tuberosa.</p>

<h2>Efeitos adversos e interações</h2>
<p>Os mesmos ensaios mostraram que o tratamento não é isento de riscos. Os eventos adversos mais frequentes foram:</p>
<ul>
  <li>sonolência e cansaço;</li>
  <li>diminuição do apetite;</li>
  <li>diarreia e vômitos;</li>
  <li>elevação das enzimas do fígado (transaminases), mais comum em quem também usava valproato.</li>
</ul>
<p>O canabidiol também interage com outros anticonvulsivantes. O exemplo mais conhecido é o clobazam: o CBD aumenta os níveis de um metabólito ativo desse remédio, o que pode intensificar a sonolência. Por isso, o início do tratamento e os ajustes de dose precisam ser feitos pelo médico, com exames de controle quando indicados.</p>

<h2>Os limites da evidência</h2>
<p>Há cuidados importantes na hora de interpretar esses resultados:</p>
<ol>
  <li><strong>O produto importa.</strong> Os ensaios usaram canabidiol purificado, de composição padronizada. Não é possível transferir automaticamente os resultados para extratos de composição diferente.</li>
  <li><strong>A condição importa.</strong> Os dados mais fortes se referem a Dravet, Lennox-Gastaut e esclerose tuberosa. Para outras epilepsias, a evidência é mais limitada.</li>
  <li><strong>Resposta não é cura.</strong> Em média, houve redução do número de crises; poucos pacientes ficaram livres delas, e parte não respondeu.</li>
</ol>

<blockquote>O canabidiol é uma opção adicional estudada para epilepsias específicas e de difícil controle, e não substitui a avaliação de um neurologista nem os tratamentos já estabelecidos.</blockquote>

<h2>E no Brasil?</h2>
<p>No Brasil, produtos à base de canabidiol podem ser prescritos por médicos e adquiridos em farmácias, nas regras da RDC 1.015/2026 da Anvisa (que em 2026 substituiu a RDC 327/2019), ou importados por pessoa física, nas regras da RDC 660/2022. Em qualquer caso, a decisão deve considerar o diagnóstico preciso, a história de tratamentos anteriores e o acompanhamento regular da resposta e dos efeitos adversos.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Os ensaios clínicos com canabidiol purificado nas síndromes de Dravet e Lennox-Gastaut são a evidência mais sólida sobre cannabis medicinal. Entenda o que eles mostraram e quais são os limites.',
  '/seed-images/canabidiol-e-epilepsias-refratarias-o-que-mostram-os-estudos.webp',
  'published',
  true,
  (select id from public.categories where slug = 'pesquisas'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['canabidiol', 'epilepsia', 'ensaios clínicos', 'síndrome de dravet']::text[],
  2840,
  164,
  4,
  'O que os ensaios clínicos com canabidiol nas síndromes de Dravet e Lennox-Gastaut mostraram, quais os efeitos adversos e os limites da evidência.',
  now() - interval '4 days 3 hours',
  now() - interval '4 days 3 hours',
  now() - interval '4 days 3 hours',
  '[{"authors": "Devinsky e colaboradores", "title": "Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome", "container": "New England Journal of Medicine", "year": "2017", "doi": "10.1056/NEJMoa1611618", "pmid": "28538134"}, {"authors": "Devinsky e colaboradores", "title": "Effect of Cannabidiol on Drop Seizures in the Lennox-Gastaut Syndrome", "container": "New England Journal of Medicine", "year": "2018", "doi": "10.1056/NEJMoa1714631", "pmid": "29768152"}, {"authors": "Thiele e colaboradores", "title": "Cannabidiol in patients with seizures associated with Lennox-Gastaut syndrome (GWPCARE4): a randomised, double-blind, placebo-controlled phase 3 trial", "container": "The Lancet", "year": "2018", "doi": "10.1016/S0140-6736(18)30136-3"}]'::jsonb
)
on conflict do nothing;

-- 2. Cannabis e dor crônica: o que dizem as revisões sistemáticas (pesquisas, published, ~575 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, reference_list
) values (
  '5eed0000-0000-4000-8000-000000000002',
  'Cannabis e dor crônica: o que dizem as revisões sistemáticas',
  'cannabis-e-dor-cronica-o-que-dizem-as-revisoes-sistematicas',
  $html$<p>A dor crônica — aquela que persiste por mais de três meses — afeta uma parcela importante da população e é um dos motivos mais frequentes para a busca por tratamentos à base de cannabis. Mas o que a pesquisa realmente mostra? Para responder, o melhor ponto de partida são as revisões sistemáticas, que reúnem e avaliam criticamente o conjunto dos ensaios clínicos disponíveis.</p>

<h2>A revisão publicada no JAMA em 2015</h2>
<p>Uma das análises mais citadas é a de Whiting e colaboradores, publicada no <em>JAMA</em> em 2015. Os autores reuniram 79 ensaios clínicos, com cerca de 6.400 participantes, sobre diferentes usos médicos dos canabinoides. Para dor crônica e para espasticidade na esclerose múltipla, encontraram <strong>evidência de qualidade moderada</strong> a favor dos canabinoides. Para outras indicações, a qualidade da evidência foi baixa.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p>
<p>A mesma revisão registrou aumento de efeitos adversos de curto prazo, como tontura, boca seca, náusea, fadiga, sonolência e sensação de desorientação.</p>

<h2>A revisão Cochrane sobre dor neuropática</h2>
<p>Em 2018, uma revisão Cochrane (Mücke e colaboradores) analisou 16 estudos, com cerca de 1.750 adultos com dor neuropática crônica.<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a> Os resultados indicaram que:</p>
<ul>
  <li>a proporção de pessoas com alívio de pelo menos 50% da dor foi de 21% com medicamentos à base de cannabis e de 17% com placebo;</li>
  <li>a qualidade da evidência foi considerada baixa ou muito baixa;</li>
  <li>mais participantes abandonaram o tratamento por efeitos adversos no grupo da cannabis do que no grupo placebo.</li>
</ul>
<p>Os autores concluíram que os possíveis benefícios podem ser superados pelos danos para parte dos pacientes — uma conclusão que reforça a necessidade de avaliar cada caso individualmente.</p>

<h2>O que dizem as entidades científicas</h2>
<p>O relatório das Academias Nacionais de Ciências, Engenharia e Medicina dos Estados Unidos, de 2017, concluiu haver evidência substancial de que a cannabis é eficaz no tratamento da dor crônica em adultos — mas ressaltou que os estudos usavam produtos e vias de administração muito diferentes dos disponíveis no mercado.<a href="#ref-3" class="ref-marker" data-ref="3">[3]</a></p>
<p>Em 2021, a Associação Internacional para o Estudo da Dor (IASP) publicou uma declaração de posição em que <strong>não endossa o uso generalizado</strong> de cannabis e canabinoides para dor, por falta de evidência de alta qualidade, ao mesmo tempo em que defende mais pesquisa.<a href="#ref-4" class="ref-marker" data-ref="4">[4]</a> No mesmo ano, uma diretriz publicada no <em>BMJ</em> fez uma recomendação fraca para considerar um teste terapêutico com cannabis não inalada quando o tratamento padrão não é suficiente, destacando que o benefício esperado é pequeno.<a href="#ref-5" class="ref-marker" data-ref="5">[5]</a></p>

<h2>Como ler esse conjunto de dados</h2>
<ol>
  <li><strong>Benefício modesto.</strong> Em média, a diferença em relação ao placebo é pequena, embora alguns pacientes relatem melhora relevante.</li>
  <li><strong>Heterogeneidade.</strong> Os estudos usam produtos, doses e populações diferentes, o que dificulta conclusões gerais.</li>
  <li><strong>Curta duração.</strong> A maioria dos ensaios durou poucas semanas; há pouca informação sobre eficácia e segurança no longo prazo.</li>
  <li><strong>Riscos reais.</strong> Tontura, sonolência, alterações cognitivas e interações com outros medicamentos precisam entrar na conta.</li>
</ol>

<blockquote>Na dor crônica, a cannabis pode ser considerada em situações selecionadas, como parte de um plano de tratamento mais amplo — e não como solução isolada.</blockquote>

<h2>Na prática</h2>
<p>O manejo da dor crônica costuma envolver várias frentes: atividade física orientada, fisioterapia, abordagem psicológica, medicamentos e tratamento das causas de base. Se a cannabis for considerada, a decisão deve ser tomada com o médico, com metas claras (por exemplo, melhora da dor, do sono ou da função), doses ajustadas gradualmente e reavaliações periódicas para decidir se vale a pena continuar.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'A dor crônica é um dos motivos mais citados para o uso medicinal da cannabis, mas as revisões sistemáticas apontam benefícios modestos e evidência de qualidade limitada.',
  '/seed-images/cannabis-e-dor-cronica-o-que-dizem-as-revisoes-sistematicas.webp',
  'published',
  false,
  (select id from public.categories where slug = 'pesquisas'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['dor crônica', 'revisão sistemática', 'cochrane', 'evidência científica']::text[],
  1960,
  97,
  4,
  'O que revisões sistemáticas (JAMA 2015, Cochrane 2018) e diretrizes dizem sobre cannabis na dor crônica: benefício modesto e riscos a considerar.',
  now() - interval '11 days 5 hours',
  now() - interval '11 days 5 hours',
  now() - interval '11 days 5 hours',
  '[{"authors": "Whiting e colaboradores", "title": "Cannabinoids for Medical Use: A Systematic Review and Meta-analysis", "container": "JAMA", "year": "2015"}, {"authors": "Mücke e colaboradores", "title": "Cannabis-based medicines for chronic neuropathic pain in adults", "container": "Cochrane Database of Systematic Reviews", "year": "2018", "doi": "10.1002/14651858.CD012182.pub2"}, {"authors": "Academias Nacionais de Ciências, Engenharia e Medicina dos Estados Unidos (NASEM)", "title": "The Health Effects of Cannabis and Cannabinoids: The Current State of Evidence and Recommendations for Research", "container": "The National Academies Press", "year": "2017", "doi": "10.17226/24625"}, {"authors": "Associação Internacional para o Estudo da Dor (IASP)", "title": "IASP Position Statement on the Use of Cannabinoids to Treat Pain", "year": "2021", "url": "https://www.iasp-pain.org/advocacy/iasp-statements/iasp-position-statement-on-the-use-of-cannabinoids-to-treat-pain/"}, {"authors": "Busse e colaboradores", "title": "Medical cannabis or cannabinoids for chronic pain: a clinical practice guideline", "container": "BMJ", "year": "2021", "doi": "10.1136/bmj.n2040", "pmid": "34497062"}]'::jsonb
)
on conflict do nothing;

-- 3. O relatório das Academias Nacionais dos EUA sobre cannabis: principais conclusões (pesquisas, published, ~541 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, reference_list
) values (
  '5eed0000-0000-4000-8000-000000000003',
  'O relatório das Academias Nacionais dos EUA sobre cannabis: principais conclusões',
  'relatorio-das-academias-nacionais-dos-eua-sobre-cannabis',
  $html$<p>Em janeiro de 2017, as Academias Nacionais de Ciências, Engenharia e Medicina dos Estados Unidos (NASEM, na sigla em inglês) publicaram o relatório <em>The Health Effects of Cannabis and Cannabinoids</em>.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a> Um comitê de especialistas analisou mais de 10 mil resumos de artigos científicos publicados desde 1999 e formulou cerca de cem conclusões, classificadas de acordo com a força da evidência disponível.</p>
<p>Mesmo alguns anos depois, o documento continua sendo uma referência para entender o que se sabe — e o que ainda não se sabe — sobre os efeitos da cannabis na saúde.</p>

<h2>Como a evidência foi classificada</h2>
<p>O comitê usou cinco níveis: evidência conclusiva, substancial, moderada, limitada e ausente ou insuficiente. Essa gradação é útil porque deixa claro que "há estudos" não é o mesmo que "está comprovado".</p>

<h2>Onde a evidência de benefício foi mais forte</h2>
<p>O relatório encontrou evidência conclusiva ou substancial para três usos terapêuticos:</p>
<ul>
  <li><strong>dor crônica em adultos</strong>, com cannabis ou canabinoides;</li>
  <li><strong>náuseas e vômitos induzidos por quimioterapia</strong>, com canabinoides orais;</li>
  <li><strong>espasticidade na esclerose múltipla</strong>, segundo o relato dos próprios pacientes, com canabinoides orais.</li>
</ul>
<p>Houve evidência moderada de melhora de curto prazo do sono em pessoas com distúrbios do sono associados a condições como dor crônica, fibromialgia e esclerose múltipla.</p>

<h2>Onde a evidência foi limitada ou insuficiente</h2>
<p>Para muitas condições frequentemente associadas à cannabis, o comitê encontrou evidência limitada, insuficiente ou ausente. Entre elas estão alguns sintomas de ansiedade, estresse pós-traumático, perda de apetite em pessoas com HIV/aids, síndrome de Tourette, doença de Parkinson, demência e o tratamento do câncer em si.</p>
<p>Vale notar que, na época da redação, os principais ensaios clínicos com canabidiol nas síndromes de Dravet e Lennox-Gastaut ainda estavam sendo publicados; por isso, o relatório classificou a evidência em epilepsia como insuficiente. Esse é um exemplo de como as conclusões precisam ser atualizadas à medida que surgem novos estudos.</p>

<h2>Os riscos também foram avaliados</h2>
<p>O relatório dedicou boa parte de sua análise aos danos. Entre as conclusões com evidência substancial, estão:</p>
<ul>
  <li>associação entre uso de cannabis e maior risco de desenvolver esquizofrenia ou outras psicoses, sobretudo entre usuários frequentes;</li>
  <li>aumento do risco de acidentes de trânsito;</li>
  <li>piora de sintomas respiratórios e bronquite crônica com o fumo de cannabis de longo prazo;</li>
  <li>menor peso ao nascer em bebês de mães que fumaram cannabis durante a gestação;</li>
  <li>início do uso em idade precoce como fator de risco para uso problemático.</li>
</ul>

<blockquote>O relatório não é um endosso nem uma condenação: é um mapa do conhecimento, que mostra onde há respostas e onde ainda há dúvidas.</blockquote>

<h2>Barreiras à pesquisa</h2>
<p>O comitê também apontou obstáculos regulatórios e práticos que dificultavam a pesquisa nos Estados Unidos, como restrições de acesso a produtos padronizados para estudo. E recomendou investimentos em ensaios clínicos de qualidade, padronização de produtos e sistemas de vigilância de efeitos adversos.</p>

<h2>Por que isso importa para o paciente</h2>
<p>Para quem considera um tratamento à base de cannabis, o relatório ajuda a calibrar expectativas: em algumas condições, há evidência de benefício; em muitas outras, não. Em todas, existem riscos que precisam ser pesados com o médico, levando em conta o histórico pessoal e familiar — especialmente de transtornos psiquiátricos.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Publicado em 2017, o relatório das Academias Nacionais de Ciências, Engenharia e Medicina dos EUA revisou milhares de estudos sobre efeitos terapêuticos e riscos da cannabis.',
  '/seed-images/relatorio-das-academias-nacionais-dos-eua-sobre-cannabis.webp',
  'published',
  false,
  (select id from public.categories where slug = 'pesquisas'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['pesquisa científica', 'evidência científica', 'riscos', 'revisão']::text[],
  870,
  41,
  4,
  'Resumo do relatório de 2017 das Academias Nacionais dos EUA sobre cannabis: onde há evidência de benefício, onde ela é limitada e quais são os riscos.',
  now() - interval '38 days 9 hours',
  now() - interval '38 days 9 hours',
  now() - interval '38 days 9 hours',
  '[{"authors": "Academias Nacionais de Ciências, Engenharia e Medicina dos Estados Unidos (NASEM)", "title": "The Health Effects of Cannabis and Cannabinoids: The Current State of Evidence and Recommendations for Research", "container": "The National Academies Press", "year": "2017", "doi": "10.17226/24625"}]'::jsonb
)
on conflict do nothing;

-- 4. Sistema endocanabinoide: o que é e como funciona (pesquisas, published, ~490 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000004',
  'Sistema endocanabinoide: o que é e como funciona',
  'sistema-endocanabinoide-o-que-e-e-como-funciona',
  $html$<p>Para entender por que substâncias da planta <em>Cannabis sativa</em> têm efeitos no organismo, é preciso conhecer o sistema endocanabinoide — uma rede de receptores, moléculas sinalizadoras e enzimas presente em praticamente todos os tecidos do corpo humano.</p>

<h2>Uma descoberta relativamente recente</h2>
<p>A história começou pela planta. Em 1964, os pesquisadores israelenses Yechiel Gaoni e Raphael Mechoulam isolaram e descreveram a estrutura do delta-9-tetra-hidrocanabinol (THC), principal responsável pelos efeitos psicoativos da cannabis. Só no fim da década de 1980 foi caracterizado o primeiro receptor ao qual o THC se liga no cérebro, chamado CB1. Em 1992, foi identificada a anandamida, a primeira substância produzida pelo próprio organismo capaz de ativar esse receptor. Pouco depois vieram o receptor CB2 e um segundo endocanabinoide, o 2-AG.</p>

<h2>Os componentes do sistema</h2>
<h3>Receptores</h3>
<ul>
  <li><strong>CB1</strong>: muito abundante no sistema nervoso central, em regiões ligadas a memória, coordenação motora, dor, apetite e emoções.</li>
  <li><strong>CB2</strong>: presente principalmente em células do sistema imunológico e em tecidos periféricos.</li>
</ul>
<h3>Endocanabinoides</h3>
<p>A anandamida e o 2-AG são produzidos "sob demanda", a partir de lipídios das membranas celulares, e atuam localmente.</p>
<h3>Enzimas</h3>
<p>Enzimas como a FAAH e a MAGL degradam os endocanabinoides, encerrando sua ação. Elas também são alvo de pesquisa farmacológica.</p>

<h2>Como o sistema atua</h2>
<p>Uma característica marcante do sistema endocanabinoide é a <strong>sinalização retrógrada</strong>: em muitas sinapses, o neurônio que recebe o estímulo libera endocanabinoides que "voltam" ao neurônio anterior e reduzem a liberação de neurotransmissores. Na prática, funciona como um mecanismo de ajuste fino da comunicação entre neurônios.</p>
<p>Por isso, o sistema é estudado em processos como modulação da dor, regulação do apetite e do metabolismo, resposta ao estresse, sono, memória e inflamação.</p>

<h2>Onde entram o THC e o CBD</h2>
<ol>
  <li><strong>THC</strong>: ativa parcialmente os receptores CB1 e CB2. A ação sobre o CB1 explica tanto efeitos terapêuticos estudados (como redução de náuseas e espasticidade) quanto efeitos indesejados (alteração da percepção, da memória e da coordenação).</li>
  <li><strong>CBD</strong>: tem baixa afinidade pelos receptores CB1 e CB2 e atua sobre diversos outros alvos no organismo. Seus mecanismos de ação, inclusive na epilepsia, ainda não estão completamente esclarecidos.</li>
</ol>

<blockquote>Conhecer o sistema endocanabinoide ajuda a explicar como a cannabis age, mas não prova, por si só, que ela funciona para uma doença específica. Essa resposta só vem de estudos clínicos bem conduzidos.</blockquote>

<h2>Cuidado com as simplificações</h2>
<p>É comum encontrar na internet afirmações de que diversas doenças seriam causadas por uma "deficiência de endocanabinoides" e que poderiam ser corrigidas com cannabis. Essa é uma hipótese ainda em investigação, sem comprovação suficiente. Da mesma forma, o fato de um receptor existir em determinado órgão não significa que um produto de cannabis terá benefício sobre ele.</p>
<p>A pesquisa básica sobre o sistema endocanabinoide é um campo ativo e promissor, mas a tradução desses achados em tratamentos exige ensaios clínicos com desfechos relevantes, avaliação de segurança e acompanhamento médico.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'O corpo humano produz suas próprias substâncias semelhantes aos canabinoides. Conheça o sistema endocanabinoide, seus receptores e o que ainda está em investigação.',
  '/seed-images/sistema-endocanabinoide-o-que-e-e-como-funciona.webp',
  'published',
  false,
  (select id from public.categories where slug = 'pesquisas'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['sistema endocanabinoide', 'neurociência', 'receptores', 'thc', 'cbd']::text[],
  1340,
  73,
  3,
  'Entenda o sistema endocanabinoide: receptores CB1 e CB2, anandamida e 2-AG, e como THC e CBD interagem com ele, segundo a pesquisa científica.',
  now() - interval '57 days 2 hours',
  now() - interval '57 days 2 hours',
  now() - interval '57 days 2 hours'
)
on conflict do nothing;

-- 5. Como funciona o acompanhamento médico no tratamento com cannabis (tratamentos, published, ~579 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000005',
  'Como funciona o acompanhamento médico no tratamento com cannabis',
  'como-funciona-o-acompanhamento-medico-no-tratamento-com-cannabis',
  $html$<p>Um tratamento com produtos de cannabis não começa na farmácia: começa no consultório. Como qualquer terapia que age no sistema nervoso e pode interagir com outros medicamentos, ele exige avaliação individual, prescrição adequada e acompanhamento ao longo do tempo. A seguir, descrevemos as etapas mais comuns desse processo.</p>

<h2>1. Avaliação inicial</h2>
<p>Na primeira consulta, o médico procura entender o quadro como um todo:</p>
<ul>
  <li>o diagnóstico e os sintomas que motivam a busca por tratamento;</li>
  <li>os tratamentos já realizados, com doses, duração e resultados;</li>
  <li>todos os medicamentos em uso, inclusive fitoterápicos e suplementos;</li>
  <li>histórico pessoal e familiar de transtornos psiquiátricos, doenças cardíacas, hepáticas e uso de substâncias;</li>
  <li>gestação, amamentação ou planos de engravidar.</li>
</ul>
<p>Essa avaliação serve para decidir se a cannabis faz sentido naquele caso — e, muitas vezes, a conclusão é que outras opções devem ser tentadas antes ou em conjunto.</p>

<h2>2. Definição de objetivos</h2>
<p>Antes de iniciar, é útil combinar metas concretas e mensuráveis: reduzir o número de crises, melhorar a qualidade do sono, diminuir a intensidade da dor em determinada escala, recuperar alguma atividade do dia a dia. Objetivos claros permitem avaliar, depois de algumas semanas, se o tratamento está de fato ajudando.</p>

<h2>3. Prescrição e acesso ao produto</h2>
<p>No Brasil, os produtos de cannabis podem ser obtidos em farmácias, conforme a RDC 1.015/2026 da Anvisa, que em 2026 substituiu a RDC 327/2019, ou importados por pessoa física, conforme a RDC 660/2022. Na farmácia, o tipo de receita depende do teor de THC: segundo a cobertura da nova norma, produtos com até 0,2% de THC são prescritos em Receita de Controle Especial, e os de teor maior têm tarja preta e regras mais restritas.</p>
<p>A receita deve indicar o produto, a concentração, a via de administração e a forma de uso. Trocar de produto por conta própria pode mudar bastante a dose efetivamente recebida, porque as concentrações variam entre fabricantes.</p>

<h2>4. Início com dose baixa e aumento gradual</h2>
<p>Uma orientação frequente na prática clínica é "começar com pouco e ir devagar". O médico costuma iniciar com uma dose baixa e aumentá-la aos poucos, observando a resposta e os efeitos adversos. Esse cuidado reduz o risco de sonolência, tontura e outros efeitos desagradáveis, especialmente em idosos e em quem usa outros medicamentos que atuam no sistema nervoso.</p>

<h2>5. Monitoramento</h2>
<p>Durante o tratamento, algumas atitudes ajudam muito:</p>
<ol>
  <li>manter um diário com sintomas, doses e horários;</li>
  <li>anotar qualquer efeito incomum, como sonolência excessiva, alteração de humor, palpitações ou problemas gastrointestinais;</li>
  <li>fazer os exames solicitados — por exemplo, de função hepática, quando há uso de outros medicamentos metabolizados pelo fígado;</li>
  <li>não dirigir nem operar máquinas se houver sonolência ou alteração da atenção.</li>
</ol>

<h2>6. Reavaliação</h2>
<p>Após algumas semanas, médico e paciente avaliam juntos se os objetivos estão sendo alcançados. Se não houver benefício relevante, ou se os efeitos adversos superarem os ganhos, a conduta mais sensata pode ser ajustar a dose, mudar a estratégia ou interromper o tratamento — sempre com orientação, sem suspender outros medicamentos por conta própria.</p>

<blockquote>O acompanhamento não é burocracia: é o que permite identificar cedo efeitos adversos e interações, e decidir com base em resultados se o tratamento vale a pena.</blockquote>

<h2>Expectativas realistas</h2>
<p>A resposta aos produtos de cannabis varia muito de pessoa para pessoa, e a evidência científica é mais sólida para algumas condições do que para outras. Desconfie de promessas de cura ou de resultados garantidos. Um bom acompanhamento é aquele que ajuda a tomar decisões informadas, com segurança.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Da primeira consulta aos ajustes de dose, entenda as etapas de um tratamento com produtos de cannabis e por que o acompanhamento regular é indispensável.',
  '/seed-images/como-funciona-o-acompanhamento-medico-no-tratamento-com-cannabis.webp',
  'published',
  false,
  (select id from public.categories where slug = 'tratamentos'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['acompanhamento médico', 'prescrição', 'dosagem', 'segurança']::text[],
  1120,
  58,
  4,
  'Etapas do tratamento com produtos de cannabis: avaliação médica, prescrição, ajuste gradual de dose, monitoramento de efeitos e reavaliações.',
  now() - interval '7 days 7 hours',
  now() - interval '7 days 7 hours',
  now() - interval '7 days 7 hours'
)
on conflict do nothing;

-- 6. Efeitos adversos e interações medicamentosas dos produtos de cannabis (tratamentos, published, destaque, ~525 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, reference_list
) values (
  '5eed0000-0000-4000-8000-000000000006',
  'Efeitos adversos e interações medicamentosas dos produtos de cannabis',
  'efeitos-adversos-e-interacoes-medicamentosas-dos-produtos-de-cannabis',
  $html$<p>"É natural, então não faz mal" é uma das ideias mais equivocadas sobre a cannabis medicinal. Canabinoides são substâncias farmacologicamente ativas: podem trazer benefícios em situações específicas, mas também causam efeitos adversos e interagem com outros medicamentos. Conhecer esses riscos é parte essencial de um tratamento seguro.</p>

<h2>Efeitos adversos do canabidiol (CBD)</h2>
<p>Nos ensaios clínicos com canabidiol purificado, os efeitos adversos mais relatados foram:</p>
<ul>
  <li>sonolência e fadiga;</li>
  <li>diminuição do apetite e perda de peso;</li>
  <li>diarreia;</li>
  <li>elevação das enzimas do fígado, sobretudo em doses mais altas e em associação com valproato.</li>
</ul>
<p>Na maioria das vezes esses efeitos são leves ou moderados e melhoram com ajuste de dose, mas podem levar à interrupção do tratamento.</p>

<h2>Efeitos adversos do THC</h2>
<p>O THC, por ativar receptores CB1 no cérebro, tem um perfil de efeitos diferente:</p>
<ul>
  <li>tontura, boca seca, sonolência e sensação de "cabeça leve";</li>
  <li>alterações de memória, atenção e coordenação;</li>
  <li>aumento da frequência cardíaca e queda de pressão ao levantar-se;</li>
  <li>ansiedade, paranoia e, em pessoas vulneráveis, quadros psicóticos;</li>
  <li>com uso frequente e prolongado, risco de dependência e, mais raramente, da síndrome de hiperêmese canabinoide (episódios de vômitos intensos).</li>
</ul>

<h2>Interações medicamentosas</h2>
<p>O canabidiol e o THC são metabolizados no fígado por enzimas do grupo citocromo P450, as mesmas responsáveis pela metabolização de muitos remédios. O CBD, em especial, pode inibir algumas dessas enzimas e alterar os níveis de outros medicamentos no sangue. Exemplos relevantes:</p>
<ol>
  <li><strong>Clobazam</strong>: o CBD aumenta os níveis de um metabólito ativo, podendo intensificar a sonolência.</li>
  <li><strong>Valproato</strong>: a associação aumenta a chance de elevação das enzimas do fígado.</li>
  <li><strong>Varfarina</strong>: há relatos de aumento do efeito anticoagulante, o que exige monitoramento mais próximo.</li>
  <li><strong>Depressores do sistema nervoso</strong> — álcool, benzodiazepínicos, opioides e alguns antidepressivos e antipsicóticos: a soma de efeitos sedativos aumenta o risco de sonolência, quedas e acidentes.</li>
</ol>
<p>A lista não é completa. Por isso, é fundamental informar ao médico e ao farmacêutico todos os medicamentos e suplementos em uso.</p>

<h2>Quem precisa de cuidado redobrado</h2>
<ul>
  <li><strong>Gestantes e lactantes</strong>: o uso não é recomendado, pela possibilidade de efeitos sobre o desenvolvimento do bebê.</li>
  <li><strong>Pessoas com histórico de psicose</strong> ou transtorno bipolar, pessoal ou familiar, especialmente em relação a produtos com THC.</li>
  <li><strong>Idosos</strong>, pelo maior risco de tontura, confusão e quedas.</li>
  <li><strong>Pessoas com doenças do fígado ou do coração</strong>.</li>
  <li><strong>Adolescentes</strong>, cujo cérebro ainda está em desenvolvimento.</li>
</ul>

<h2>Qualidade do produto também é segurança</h2>
<p>Um estudo publicado no <em>JAMA</em> em 2017 (Bonn-Miller e colaboradores) analisou 84 produtos de CBD vendidos pela internet nos Estados Unidos e constatou que apenas cerca de 31% tinham a quantidade de canabidiol declarada no rótulo; alguns continham THC não informado.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a> Produtos de origem regularizada, com controle de qualidade, reduzem esse tipo de risco.</p>

<blockquote>Segurança no tratamento com cannabis depende de três coisas: indicação adequada, produto de qualidade e acompanhamento médico.</blockquote>

<h2>Dirigir e trabalhar</h2>
<p>Produtos com THC podem prejudicar a capacidade de dirigir mesmo quando a pessoa não se sente afetada. Até conhecer bem a sua resposta ao tratamento, evite dirigir e operar máquinas, e converse com o médico sobre as orientações para o seu caso.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Produtos de cannabis podem causar efeitos adversos e interagir com outros medicamentos. Saiba quais são os mais comuns e quem precisa de cuidado redobrado.',
  '/seed-images/efeitos-adversos-e-interacoes-medicamentosas-dos-produtos-de-cannabis.webp',
  'published',
  true,
  (select id from public.categories where slug = 'tratamentos'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['efeitos adversos', 'interações medicamentosas', 'segurança', 'cbd', 'thc']::text[],
  2210,
  121,
  3,
  'Efeitos adversos mais comuns de CBD e THC, interações com medicamentos como clobazam e varfarina, e grupos que precisam de mais cuidado.',
  now() - interval '16 days 4 hours',
  now() - interval '16 days 4 hours',
  now() - interval '16 days 4 hours',
  '[{"authors": "Bonn-Miller e colaboradores", "title": "Labeling Accuracy of Cannabidiol Extracts Sold Online", "container": "JAMA", "year": "2017", "doi": "10.1001/jama.2017.11909"}]'::jsonb
)
on conflict do nothing;

-- 7. CBD e THC: diferenças, usos estudados e cuidados (tratamentos, published, ~515 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000007',
  'CBD e THC: diferenças, usos estudados e cuidados',
  'cbd-e-thc-diferencas-usos-estudados-e-cuidados',
  $html$<p>A planta <em>Cannabis sativa</em> contém mais de uma centena de canabinoides, mas dois deles concentram a maior parte da pesquisa e dos produtos disponíveis: o canabidiol (CBD) e o delta-9-tetra-hidrocanabinol (THC). Embora tenham origem na mesma planta, eles agem de maneiras diferentes e não devem ser tratados como equivalentes.</p>

<h2>THC: o canabinoide psicoativo</h2>
<p>O THC ativa os receptores CB1, muito presentes no cérebro. É responsável pela alteração de percepção e de humor associada ao uso recreativo da cannabis, e também por efeitos que interessam à medicina, como a redução de náuseas e vômitos e o relaxamento muscular.</p>
<h3>Usos estudados</h3>
<ul>
  <li>náuseas e vômitos induzidos por quimioterapia, com canabinoides sintéticos ou isolados aprovados em outros países;</li>
  <li>espasticidade na esclerose múltipla, com spray que combina THC e CBD em proporções semelhantes — registrado no Brasil pela Anvisa em 2017 com o nome comercial Mevatyl;</li>
  <li>dor crônica, com benefício geralmente modesto nas revisões sistemáticas.</li>
</ul>

<h2>CBD: sem o efeito intoxicante típico do THC</h2>
<p>O CBD não produz a intoxicação característica do THC, mas isso não significa que seja inerte: ele atua no sistema nervoso, pode causar sonolência e interage com outros medicamentos. Seu mecanismo de ação envolve vários alvos, ainda não totalmente compreendidos.</p>
<h3>Usos estudados</h3>
<ul>
  <li>epilepsias graves da infância — síndromes de Dravet e Lennox-Gastaut e complexo da esclerose tuberosa — com a evidência mais robusta disponível, vinda de ensaios randomizados com CBD purificado;</li>
  <li>ansiedade, transtornos psicóticos, autismo e distúrbios do sono, ainda com estudos pequenos ou resultados inconsistentes.</li>
</ul>

<h2>Tipos de produto</h2>
<p>No mercado, os produtos costumam ser descritos de três formas:</p>
<ol>
  <li><strong>Isolado</strong>: contém essencialmente CBD purificado.</li>
  <li><strong>Amplo espectro</strong>: extrato com vários compostos da planta, mas com THC removido ou em quantidade muito baixa.</li>
  <li><strong>Espectro completo</strong>: extrato com vários canabinoides e outros compostos, incluindo THC em proporção variável.</li>
</ol>
<p>Fala-se muito em um "efeito comitiva", segundo o qual os compostos da planta agiriam melhor juntos. É uma hipótese interessante, mas ainda sem comprovação clínica suficiente para orientar escolhas de forma geral.</p>

<h2>O que a regulamentação brasileira diz</h2>
<p>A proporção de THC também define as regras de prescrição. Até 2026, pela RDC 327/2019 da Anvisa, produtos com até 0,2% de THC exigiam notificação de receita B, e os de teor maior eram restritos a pacientes sem alternativas terapêuticas e em situações clínicas irreversíveis ou terminais. Segundo a cobertura da RDC 1.015/2026, que substituiu essa norma, produtos com até 0,2% de THC passaram a ser prescritos em Receita de Controle Especial, os de teor maior foram estendidos a pessoas com doenças debilitantes graves, e às vias oral e inalatória somaram-se as vias bucal, sublingual e dermatológica.</p>

<blockquote>Mais importante do que a sigla no rótulo é saber quanto de cada canabinoide o produto contém, por qual via ele será usado e em que dose.</blockquote>

<h2>Cuidados em comum</h2>
<ul>
  <li>A dose deve ser ajustada aos poucos, com orientação médica.</li>
  <li>Ambos podem interagir com outros medicamentos e causar sonolência.</li>
  <li>Produtos com THC exigem atenção redobrada com direção de veículos, histórico de transtornos psiquiátricos e risco de dependência.</li>
  <li>Gestantes, lactantes e adolescentes devem evitar o uso, salvo indicação médica muito criteriosa.</li>
</ul>
<p>Escolher entre produtos com mais CBD ou mais THC é uma decisão clínica, que depende da condição tratada, da evidência disponível e do perfil de cada paciente.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Canabidiol e tetra-hidrocanabinol são os canabinoides mais conhecidos, mas têm efeitos, usos estudados e riscos bem diferentes. Veja o que distingue cada um.',
  '/seed-images/cbd-e-thc-diferencas-usos-estudados-e-cuidados.webp',
  'published',
  false,
  (select id from public.categories where slug = 'tratamentos'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['cbd', 'thc', 'canabinoides', 'tratamento']::text[],
  2630,
  142,
  3,
  'Diferenças entre CBD e THC: efeitos no organismo, usos com evidência científica, tipos de produto e cuidados no tratamento com cannabis.',
  now() - interval '29 days 6 hours',
  now() - interval '29 days 6 hours',
  now() - interval '29 days 6 hours'
)
on conflict do nothing;

-- 8. Cannabis em cuidados paliativos: o que se sabe (tratamentos, published, ~515 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000008',
  'Cannabis em cuidados paliativos: o que se sabe',
  'cannabis-em-cuidados-paliativos-o-que-se-sabe',
  $html$<p>Cuidados paliativos são a abordagem voltada a aliviar o sofrimento e melhorar a qualidade de vida de pessoas com doenças graves, em qualquer fase da doença — não apenas no fim da vida. Nesse contexto, em que o controle de sintomas é central, é natural que pacientes e famílias perguntem sobre os produtos de cannabis. O que a pesquisa permite dizer?</p>

<h2>Náuseas e vômitos</h2>
<p>É a área com evidência mais consistente. Canabinoides orais, como o dronabinol e a nabilona, foram estudados e aprovados em outros países para náuseas e vômitos induzidos por quimioterapia, em geral quando os antieméticos convencionais não são suficientes. O relatório das Academias Nacionais dos EUA, de 2017, colocou esse uso entre os de evidência mais forte, no nível conclusivo ou substancial.</p>
<p>Hoje, porém, existem antieméticos modernos bastante eficazes, e os canabinoides costumam ser vistos como opção complementar, não de primeira escolha.</p>

<h2>Apetite e perda de peso</h2>
<p>O aumento do apetite é um efeito conhecido do THC. Ainda assim, ensaios clínicos em pessoas com perda de peso associada ao câncer não mostraram benefício consistente sobre o apetite ou a qualidade de vida em comparação com placebo. A evidência, portanto, é limitada.</p>

<h2>Dor oncológica</h2>
<p>A dor no câncer costuma ser tratada com uma combinação de analgésicos, incluindo opioides, e outras medidas. Ensaios de fase 3 que testaram um spray de THC e CBD como complemento aos opioides, em pacientes com dor oncológica persistente, não mostraram benefício sobre o placebo no desfecho principal. Alguns pacientes relatam melhora, mas não há base para considerar a cannabis substituta dos analgésicos estabelecidos.</p>

<h2>Sono, ansiedade e bem-estar</h2>
<p>Sono ruim e ansiedade são comuns em doenças graves. Há relatos de melhora com canabinoides, mas os estudos específicos nessa população são poucos e pequenos. Qualquer benefício precisa ser pesado contra efeitos como sonolência diurna, confusão e tontura, que podem ser mais intensos em pessoas debilitadas ou idosas.</p>

<blockquote>Não há evidência de que produtos de cannabis tratem o câncer em si. Eles não devem substituir nem atrasar o tratamento oncológico indicado.</blockquote>

<h2>O que diz a regra brasileira</h2>
<p>A RDC 327/2019 da Anvisa, que vigorou até 2026, tinha uma previsão diretamente ligada a esse cenário: produtos com teor de THC acima de 0,2% só podiam ser prescritos a pacientes sem outras alternativas terapêuticas e em situações clínicas irreversíveis ou terminais. Segundo a cobertura da RDC 1.015/2026, que a substituiu, esses produtos passaram a ser permitidos também para pessoas com doenças debilitantes graves.</p>

<h2>Cuidados importantes</h2>
<ol>
  <li><strong>Converse com toda a equipe.</strong> Oncologista, paliativista e farmacêutico precisam saber do uso, porque pode haver interações com outros medicamentos.</li>
  <li><strong>Comece com doses baixas.</strong> Pacientes debilitados costumam ser mais sensíveis a efeitos sedativos.</li>
  <li><strong>Defina o objetivo.</strong> Náusea, apetite, dor ou sono: ter um alvo claro ajuda a avaliar se o tratamento está ajudando.</li>
  <li><strong>Reavalie com frequência.</strong> Em cuidados paliativos, as necessidades mudam rapidamente, e o plano deve acompanhar essas mudanças.</li>
</ol>
<p>Com indicação criteriosa e acompanhamento, produtos de cannabis podem ser mais uma ferramenta no controle de sintomas para alguns pacientes. Mas a base do cuidado continua sendo uma equipe atenta, que escuta o paciente e a família.</p>

<p><em>Este conteúdo tem caráter informativo e não substitui a consulta com um profissional de saúde.</em></p>
$html$,
  'Em cuidados paliativos, produtos de cannabis são considerados para náuseas, apetite, dor e sono. A evidência varia de sintoma para sintoma e o acompanhamento da equipe é essencial.',
  '/seed-images/cannabis-em-cuidados-paliativos-o-que-se-sabe.webp',
  'published',
  false,
  (select id from public.categories where slug = 'tratamentos'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['cuidados paliativos', 'oncologia', 'náusea', 'qualidade de vida']::text[],
  410,
  23,
  3,
  'O que a pesquisa diz sobre cannabis em cuidados paliativos: náuseas, apetite, dor oncológica e sono, com os limites da evidência e os cuidados necessários.',
  now() - interval '71 days 8 hours',
  now() - interval '71 days 8 hours',
  now() - interval '71 days 8 hours'
)
on conflict do nothing;

-- 9. RDC 1.015/2026 substitui a RDC 327/2019 (legislacao, published, destaque). Facts and their sources: docs/regulatory-sources.md
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, reference_list
) values (
  '5eed0000-0000-4000-8000-000000000009',
  'RDC 1.015/2026 substitui a RDC 327/2019: como a Anvisa regula os produtos de cannabis',
  'rdc-327-2019-como-a-anvisa-regula-os-produtos-de-cannabis',
  $html$<p>Em 3 de fevereiro de 2026, o Diário Oficial da União publicou a Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026, que passou a reger a autorização sanitária, a comercialização, a prescrição, a dispensação, o monitoramento e a fiscalização dos produtos de cannabis para uso medicinal humano.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a> Segundo a cobertura da imprensa, a nova resolução revogou a RDC 327/2019, que regia o tema desde março de 2020. Este texto resume o que mudou, com base no texto publicado e na cobertura especializada.</p>

<h2>O marco anterior: a RDC 327/2019</h2>
<p>A RDC 327/2019, publicada em dezembro de 2019, vigorou a partir de março de 2020 e criou a categoria dos <strong>produtos de cannabis para fins medicinais</strong>, vendidos em farmácias mediante prescrição e liberados por uma <strong>autorização sanitária</strong> da Anvisa, sem os estudos completos exigidos para o registro de um medicamento. A norma anterior vedava a publicidade desses produtos, limitava as vias de uso à oral e à nasal e reservava os produtos com mais de 0,2% de THC a pacientes em cuidados paliativos ou em situações clínicas irreversíveis ou terminais.<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a></p>

<h2>O que a RDC 1.015/2026 estabelece</h2>
<p>O texto publicado no DOU define o alcance da norma: ela se aplica à fabricação, importação, distribuição, comercialização, prescrição, dispensação, monitoramento e fiscalização de produtos farmacêuticos industrializados que tenham como insumo ativo o canabidiol ou extrato de <em>Cannabis sativa</em>. Cosméticos, produtos fumígenos, dispositivos médicos e alimentos à base de cannabis ficam fora do seu escopo.</p>
<p>O texto também prevê que o folheto informativo informe o teor de THC quando ele for superior a 0,2% e que os profissionais prescritores e demais profissionais de saúde notifiquem os eventos adversos relacionados ao uso desses produtos.</p>
<p>Segundo a cobertura especializada (os artigos correspondentes não foram conferidos por nós no texto oficial):</p>
<ul>
  <li><strong>Prescrição:</strong> restrita a médicos e cirurgiões-dentistas que acompanham o paciente; produtos com até 0,2% de THC passam a ser prescritos em Receita de Controle Especial, e os com teor maior têm tarja preta.</li>
  <li><strong>Acesso a produtos com mais de 0,2% de THC:</strong> estendido a pessoas com doenças debilitantes graves.</li>
  <li><strong>Vias de uso:</strong> além da oral e da inalatória, as vias bucal, sublingual e dermatológica.</li>
  <li><strong>Publicidade:</strong> permitida apenas quando dirigida a profissionais prescritores e restrita às informações da rotulagem e do material aprovado; continua vedada ao público em geral.</li>
  <li><strong>Dispensação:</strong> feita por farmacêuticos, com registro no Sistema Nacional de Gerenciamento de Produtos Controlados (SNGPC), e com Termo de Consentimento Livre e Esclarecido.</li>
</ul>

<h2>As outras resoluções do pacote</h2>
<p>A RDC 1.015/2026 foi aprovada pela Diretoria Colegiada da Anvisa em 28 de janeiro de 2026, junto com outras três resoluções: a RDC 1.012/2026, sobre pesquisa; a RDC 1.013/2026, sobre o cultivo de <em>Cannabis sativa</em> com teor de THC de até 0,3% para fins medicinais e de pesquisa, em cumprimento a decisão do Superior Tribunal de Justiça; e a RDC 1.014/2026, que cria um ambiente regulatório experimental. O uso recreativo e o cultivo por pacientes individualmente continuam proibidos.</p>

<h2>Quando as regras passaram a valer</h2>
<p>As fontes divergem sobre a data de início de vigência da RDC 1.015/2026: há relatos de maio e de agosto de 2026. Para a RDC 1.013/2026, as fontes convergem em 4 de agosto de 2026. Em caso de dúvida, o texto publicado no Diário Oficial da União é a referência.</p>

<h2>O que continua igual para o paciente</h2>
<p>A decisão de usar um produto de cannabis segue sendo clínica e individual, tomada com o médico que acompanha o tratamento. A importação por pessoa física, regulada pela RDC 660/2022, segue como outra via de acesso.</p>

<p><em>Este conteúdo tem caráter informativo e não constitui orientação jurídica ou médica.</em></p>
$html$,
  'Publicada em fevereiro de 2026, a RDC 1.015/2026 substituiu a RDC 327/2019 como marco dos produtos de cannabis para uso medicinal. Veja o que mudou.',
  '/seed-images/rdc-327-2019-como-a-anvisa-regula-os-produtos-de-cannabis.webp',
  'published',
  true,
  (select id from public.categories where slug = 'legislacao'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['legislação', 'anvisa', 'rdc 1.015', 'rdc 327', 'farmácias']::text[],
  1580,
  88,
  4,
  'A RDC 1.015/2026 da Anvisa substituiu a RDC 327/2019: prescrição, teor de THC, vias de uso, publicidade e as resoluções que a acompanham.',
  now() - interval '2 days 1 hours',
  now() - interval '2 days 1 hours',
  now() - interval '2 days 1 hours',
  '[{"title": "Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026", "container": "Anvisa, Diário Oficial da União", "year": "2026", "url": "https://www.diaoficial.com/linkdo/2111184/2026_02_03_ASSINADO_do1?docid=25976&page=197&pageid=2111184"}, {"title": "Resolução da Diretoria Colegiada – RDC nº 327, de 9 de dezembro de 2019", "container": "Anvisa, Diário Oficial da União", "year": "2019", "url": "https://www.in.gov.br/en/web/dou/-/resolucao-da-diretoria-colegiada-rdc-n-327-de-9-de-dezembro-de-2019-232669072"}]'::jsonb
)
on conflict do nothing;

-- 10. Importação de produtos de cannabis por pessoa física: o que diz a RDC 660/2022 (legislacao, published, ~549 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000010',
  'Importação de produtos de cannabis por pessoa física: o que diz a RDC 660/2022',
  'importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022',
  $html$<p>Antes mesmo da chegada dos produtos de cannabis às farmácias, a importação individual já era o principal caminho de acesso para pacientes brasileiros. A primeira regra específica para isso foi a RDC 17/2015, depois substituída pela RDC 335/2020 e atualizada pela RDC 570/2021. Hoje, o tema é regulado pela <strong>RDC 660/2022</strong> da Anvisa, publicada em março de 2022 e em vigor desde maio daquele ano, que consolidou as regras anteriores em um único texto.</p>

<h2>O que a norma permite</h2>
<p>A RDC 660/2022 define os critérios e os procedimentos para a importação de produtos derivados de cannabis <strong>por pessoa física, para uso próprio</strong>, mediante prescrição de profissional legalmente habilitado, para tratamento de saúde. Os pontos centrais são:</p>
<ul>
  <li>a importação é para uso pessoal e não pode ser destinada a revenda ou a terceiros;</li>
  <li>o produto deve ser fabricado e comercializado por empresa regularmente autorizada no país de origem;</li>
  <li>é necessário cadastro prévio na Anvisa, feito pelo próprio paciente ou por seu responsável legal ou procurador;</li>
  <li>a importação também pode ser intermediada por entidade hospitalar, unidade governamental ligada à área da saúde ou operadora de plano de saúde, para atendimento exclusivo do paciente previamente cadastrado.</li>
</ul>

<h2>Passo a passo</h2>
<ol>
  <li><strong>Consulta médica.</strong> O profissional avalia o caso e, se indicar o tratamento, emite a prescrição com a identificação do paciente, o produto, a concentração, a posologia, a data e seus dados de registro profissional.</li>
  <li><strong>Cadastro na Anvisa.</strong> O pedido é feito eletronicamente, pelo portal de serviços do governo federal (gov.br), com envio da prescrição e dos documentos do paciente.</li>
  <li><strong>Autorização.</strong> Com o cadastro aprovado, o paciente recebe a autorização para importar os produtos prescritos, dentro da validade prevista.</li>
  <li><strong>Compra e desembaraço.</strong> A compra é feita junto ao fornecedor no exterior; na chegada, a documentação da autorização acompanha o processo de liberação da encomenda.</li>
</ol>

<h2>Cuidados importantes</h2>
<h3>Qualidade do produto</h3>
<p>Produtos importados por essa via não passam pela avaliação da Anvisa aplicada aos produtos vendidos em farmácias. Por isso, vale preferir fabricantes que apresentem certificados de análise de lotes, com a concentração de canabinoides e a ausência de contaminantes.</p>
<h3>Continuidade do tratamento</h3>
<p>Prazos de entrega, variação cambial e mudanças no catálogo do fornecedor podem interromper o tratamento. Trocar de produto pode alterar a dose recebida, já que as concentrações variam. Qualquer mudança deve ser discutida com o médico.</p>
<h3>Intermediários</h3>
<p>Existem empresas que auxiliam no processo de importação. É importante verificar sua idoneidade e desconfiar de promessas de resultados terapêuticos, que não cabem a quem vende o produto.</p>

<blockquote>A autorização de importação não é um atestado de eficácia: ela apenas permite o acesso a um produto prescrito. A avaliação de benefícios e riscos continua sendo papel do médico.</blockquote>

<h2>Importação ou farmácia?</h2>
<p>Desde a RDC 327/2019, substituída em 2026 pela RDC 1.015/2026, parte dos produtos pode ser comprada diretamente em farmácias brasileiras, com receita. Em alguns casos, a importação continua sendo o único caminho para um produto específico; em outros, a farmácia pode ser mais simples. Comparar as opções com o médico ajuda a escolher a alternativa mais adequada e sustentável.</p>

<h2>Legislação em evolução</h2>
<p>A legislação sobre cannabis medicinal no Brasil passou por várias atualizações em poucos anos, e novas mudanças podem ocorrer. Antes de iniciar um processo, consulte o texto vigente e as orientações publicadas no portal da Anvisa.</p>

<p><em>Este conteúdo tem caráter informativo e não constitui orientação jurídica ou médica.</em></p>
$html$,
  'A RDC 660/2022 define como pacientes podem importar produtos derivados de cannabis para uso próprio. Entenda os requisitos, o passo a passo e os cuidados.',
  '/seed-images/importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022.webp',
  'published',
  false,
  (select id from public.categories where slug = 'legislacao'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['legislação', 'anvisa', 'importação', 'rdc 660']::text[],
  1730,
  76,
  4,
  'Como funciona a importação de produtos de cannabis por pessoa física segundo a RDC 660/2022 da Anvisa: requisitos, cadastro e cuidados.',
  now() - interval '22 days 10 hours',
  now() - interval '22 days 10 hours',
  now() - interval '22 days 10 hours'
)
on conflict do nothing;

-- 11. Cultivo doméstico para fins medicinais: o que decidiram os tribunais (legislacao, published, ~537 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000011',
  'Cultivo doméstico para fins medicinais: o que decidiram os tribunais',
  'cultivo-domestico-para-fins-medicinais-o-que-decidiram-os-tribunais',
  $html$<p>Comprar produtos de cannabis na farmácia ou importá-los pode ter custo alto e contínuo. Por isso, muitos pacientes e familiares passaram a buscar na Justiça autorização para cultivar a planta em casa, exclusivamente para uso medicinal. Para entender esse debate, é preciso começar pela legislação.</p>

<h2>O que diz a Lei de Drogas</h2>
<p>A Lei nº 11.343/2006, conhecida como Lei de Drogas, proíbe em regra o plantio, a cultura e a colheita de plantas das quais possam ser extraídas drogas. O parágrafo único do artigo 2º, porém, permite que a União autorize o plantio <strong>exclusivamente para fins medicinais ou científicos</strong>, em local e prazo predeterminados e mediante fiscalização.</p>
<p>O problema é que essa autorização nunca foi regulamentada para pacientes. Sem uma via administrativa, quem cultiva para tratamento fica exposto à possibilidade de responder criminalmente.</p>

<h2>O caminho do habeas corpus</h2>
<p>Diante dessa lacuna, pacientes passaram a pedir habeas corpus preventivo: uma ordem judicial, chamada salvo-conduto, que impede a polícia e o Ministério Público de adotar medidas penais contra o cultivo autorizado. Em geral, os pedidos são instruídos com documentos como:</p>
<ul>
  <li>laudo e prescrição médica que indiquem o tratamento;</li>
  <li>autorização da Anvisa para importação, demonstrando a necessidade do produto;</li>
  <li>informações sobre a quantidade de plantas necessária;</li>
  <li>comprovação de capacitação para o cultivo e a extração, em alguns casos.</li>
</ul>

<h2>A decisão do STJ em 2022</h2>
<p>Em junho de 2022, a Sexta Turma do Superior Tribunal de Justiça (STJ) concedeu, por unanimidade, salvo-conduto para que pacientes cultivassem cannabis para fins medicinais. O entendimento foi de que, sem regulamentação do plantio para esse fim, não seria razoável tratar como crime a conduta de quem cultiva apenas para garantir seu tratamento, com prescrição médica.</p>
<p>A decisão tornou-se referência para outros pedidos, mas não criou uma autorização geral: cada caso continua sendo analisado individualmente, com base nos documentos apresentados.</p>

<h2>O julgamento do STF em 2024</h2>
<p>Em junho de 2024, o Supremo Tribunal Federal concluiu o julgamento do Recurso Extraordinário 635.659 e decidiu que o porte de cannabis para consumo pessoal não é crime, embora continue sendo ato ilícito, sujeito a medidas administrativas. A Corte fixou uma presunção de uso pessoal para quem portar até 40 gramas ou seis plantas fêmeas, até que o Congresso legisle sobre o tema.</p>
<p>É importante notar que o julgamento <strong>não tratou especificamente do uso medicinal</strong> nem legalizou o cultivo: a venda continua proibida, e a regra diz respeito à distinção entre usuário e traficante.</p>

<blockquote>Nenhuma dessas decisões equivale a uma regulamentação do cultivo medicinal. Elas resolvem casos concretos ou situações penais. Regras gerais só vieram em 2026, com a RDC 1.013/2026 da Anvisa, sobre o cultivo de cannabis com até 0,3% de THC para fins medicinais e de pesquisa; o plantio por pacientes individualmente segue vetado.</blockquote>

<h2>O que está em discussão</h2>
<p>No Congresso, o Projeto de Lei 399/2015, que trata do cultivo para fins medicinais e industriais, foi aprovado em comissão especial da Câmara dos Deputados em 2021, mas sua tramitação não foi concluída. Associações de pacientes, algumas com autorização judicial para cultivar e produzir extratos, também participam desse debate.</p>

<h2>Cuidados para quem considera esse caminho</h2>
<ol>
  <li>Busque orientação jurídica especializada antes de iniciar qualquer cultivo.</li>
  <li>Mantenha o acompanhamento médico: extratos caseiros têm concentração variável, o que dificulta o controle da dose.</li>
  <li>Considere a possibilidade de análises laboratoriais do extrato, quando disponíveis.</li>
</ol>

<p><em>Este conteúdo tem caráter informativo e não constitui orientação jurídica ou médica.</em></p>
$html$,
  'Sem regulamentação do plantio por pacientes, o cultivo de cannabis para uso medicinal chegou aos tribunais. Entenda a Lei de Drogas, a decisão do STJ de 2022 e o julgamento do STF de 2024.',
  '/seed-images/cultivo-domestico-para-fins-medicinais-o-que-decidiram-os-tribunais.webp',
  'published',
  false,
  (select id from public.categories where slug = 'legislacao'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['legislação', 'cultivo', 'stj', 'stf', 'habeas corpus']::text[],
  990,
  64,
  3,
  'Cultivo de cannabis para fins medicinais no Brasil: o que diz a Lei 11.343/2006, a decisão do STJ de 2022 e o julgamento do STF de 2024.',
  now() - interval '46 days 5 hours',
  now() - interval '46 days 5 hours',
  now() - interval '46 days 5 hours'
)
on conflict do nothing;

-- 12. ONU reclassifica a cannabis: entenda a votação de 2020 e o que ela mudou (noticias, published, destaque, ~527 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000012',
  'ONU reclassifica a cannabis: entenda a votação de 2020 e o que ela mudou',
  'onu-reclassifica-a-cannabis-entenda-a-votacao-de-2020',
  $html$<p>Em 2 de dezembro de 2020, a Comissão de Entorpecentes das Nações Unidas (CND, na sigla em inglês), sediada em Viena, aprovou a retirada da cannabis e da resina de cannabis da Lista IV da Convenção Única sobre Entorpecentes, de 1961. A decisão é frequentemente citada como um marco no reconhecimento internacional do potencial medicinal da planta. Mas o que exatamente mudou?</p>

<h2>Como funciona o sistema de listas</h2>
<p>A Convenção de 1961 organiza as substâncias controladas em listas. A Lista I reúne substâncias sujeitas a controle rigoroso. A Lista IV é um subconjunto da Lista I, com substâncias consideradas especialmente perigosas e de valor terapêutico muito limitado — ao lado, por exemplo, da heroína. Desde a assinatura da convenção, a cannabis estava nas duas listas.</p>

<h2>A recomendação da OMS</h2>
<p>A mudança começou na Organização Mundial da Saúde. Em 2018, o Comitê de Especialistas em Dependência de Drogas da OMS (ECDD) fez a primeira revisão crítica completa da cannabis e de substâncias relacionadas desde a criação do sistema internacional de controle. As recomendações foram encaminhadas às Nações Unidas em janeiro de 2019. Entre elas, estavam:</p>
<ul>
  <li>retirar a cannabis e a resina de cannabis da Lista IV, mantendo-as na Lista I;</li>
  <li>reorganizar a classificação do THC e de seus isômeros;</li>
  <li>esclarecer o tratamento de preparações de canabidiol com teor muito baixo de THC.</li>
</ul>
<p>Em sua avaliação, a OMS reconheceu que a cannabis tem riscos à saúde, inclusive de dependência, mas também que preparações à base da planta têm potencial terapêutico em algumas condições, o que não justificaria mantê-la na categoria mais restritiva.</p>

<h2>O resultado da votação</h2>
<p>Depois de adiamentos, a votação ocorreu na sessão reconvocada de dezembro de 2020. A recomendação de retirar a cannabis da Lista IV foi aprovada por <strong>27 votos a favor, 25 contra e uma abstenção</strong>. O Brasil votou contra. As demais recomendações da OMS não foram aprovadas.</p>

<blockquote>A cannabis continua sob controle internacional na Lista I da Convenção de 1961. A decisão não legalizou a planta nem obrigou nenhum país a mudar suas leis.</blockquote>

<h2>O que mudou na prática</h2>
<ol>
  <li><strong>Sinal político e científico.</strong> A retirada da Lista IV reconhece, no âmbito da ONU, que a cannabis pode ter valor medicinal.</li>
  <li><strong>Pesquisa.</strong> A mudança tende a reduzir o estigma e pode facilitar, em alguns países, a realização de estudos clínicos.</li>
  <li><strong>Leis nacionais.</strong> Cada país continua responsável por sua própria regulamentação. O uso não médico permanece fora do que a convenção admite.</li>
</ol>

<h2>E o Brasil?</h2>
<p>No Brasil, a regulamentação sanitária dos produtos de cannabis já vinha avançando independentemente da votação: a Anvisa retirou o canabidiol da lista de substâncias proibidas em 2015, registrou o primeiro medicamento à base de cannabis em 2017 e publicou a RDC 327/2019, substituída em 2026 pela RDC 1.015/2026, que permitiu a venda de produtos de cannabis em farmácias. O cultivo para fins medicinais e de pesquisa só ganhou regras da Anvisa em 2026, com a RDC 1.013/2026.</p>

<h2>Por que a decisão ainda importa</h2>
<p>Mais do que mudar regras imediatas, a votação de 2020 consolidou uma mudança de perspectiva: a de que a cannabis deve ser avaliada com os mesmos critérios científicos aplicados a outras substâncias com uso médico — pesando benefícios e riscos, e exigindo pesquisa de qualidade.</p>

<p><em>Este conteúdo tem caráter informativo.</em></p>
$html$,
  'Em dezembro de 2020, a Comissão de Entorpecentes da ONU retirou a cannabis da lista de substâncias mais restritivas da Convenção de 1961, seguindo recomendação da OMS. Veja o que mudou e o que não mudou.',
  '/seed-images/onu-reclassifica-a-cannabis-entenda-a-votacao-de-2020.webp',
  'published',
  true,
  (select id from public.categories where slug = 'noticias'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['onu', 'oms', 'política de drogas', 'internacional']::text[],
  760,
  39,
  3,
  'Entenda a votação da Comissão de Entorpecentes da ONU em 2020, que retirou a cannabis da Lista IV seguindo recomendações da OMS de 2019.',
  now() - interval '9 days 3 hours',
  now() - interval '9 days 3 hours',
  now() - interval '9 days 3 hours'
)
on conflict do nothing;

-- 13. São Paulo: lei estadual prevê fornecimento de canabidiol pelo SUS (noticias, published, ~509 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000013',
  'São Paulo: lei estadual prevê fornecimento de canabidiol pelo SUS',
  'sao-paulo-lei-preve-canabidiol-no-sus-estadual',
  $html$<p>O custo é uma das maiores barreiras ao tratamento com produtos de cannabis no Brasil. Em São Paulo, uma lei estadual sancionada em 31 de janeiro de 2023 procurou enfrentar esse problema: a <strong>Lei nº 17.618/2023</strong> instituiu a política estadual de fornecimento gratuito de medicamentos à base de canabidiol, em caráter de excepcionalidade, nas unidades de saúde públicas estaduais e privadas conveniadas ao Sistema Único de Saúde (SUS).</p>

<h2>O que diz a lei</h2>
<p>A lei, originada de projeto apresentado na Assembleia Legislativa em 2019, tem como objetivo oferecer acesso a produtos de derivado vegetal à base de canabidiol, em associação com outras substâncias canabinoides, a pacientes com doenças em que haja evidência de benefício. Entre os objetivos listados no texto estão também a promoção do debate público e a difusão de informações sobre o tema.</p>
<p>Como é comum nesse tipo de norma, a lei dependia de regulamentação para definir quem teria acesso, por quais critérios e por meio de quais serviços.</p>

<h2>A regulamentação</h2>
<p>Após a sanção, o governo estadual criou uma comissão de trabalho, com participação de órgãos públicos, entidades médicas, universidades e associações de pacientes. O decreto de regulamentação foi publicado no fim de dezembro de 2023. Segundo as regras divulgadas pelo estado:</p>
<ul>
  <li>o fornecimento depende de solicitação do paciente ou de seu representante legal, com prescrição médica, e de avaliação da Secretaria da Saúde conforme protocolos clínicos;</li>
  <li>os produtos fornecidos devem estar regularizados na Anvisa;</li>
  <li>a entrega é feita pelas farmácias de medicamentos especializados do estado;</li>
  <li>a autorização tem validade limitada e precisa ser renovada periodicamente.</li>
</ul>

<h2>Quem tem acesso</h2>
<p>Na etapa inicial, o protocolo estadual contemplou pacientes com três condições: <strong>síndrome de Dravet, síndrome de Lennox-Gastaut e complexo da esclerose tuberosa</strong>. São justamente as condições em que há ensaios clínicos randomizados mostrando redução das crises com canabidiol purificado.</p>
<p>A escolha foi criticada por associações de pacientes e parlamentares, que defendem a ampliação para outras condições. Do lado técnico, o argumento é que a incorporação deve acompanhar a força das evidências disponíveis. O debate sobre a inclusão de novas indicações continua.</p>

<blockquote>Leis estaduais ampliam o acesso, mas não mudam o que a ciência mostra: a indicação precisa ser feita por um médico, com base na condição de cada paciente e nas evidências disponíveis.</blockquote>

<h2>E em outros lugares do país?</h2>
<p>Outros estados e municípios aprovaram leis com propostas semelhantes, em diferentes estágios de implementação. No âmbito federal, a incorporação de tecnologias ao SUS segue um rito próprio, com avaliação da Comissão Nacional de Incorporação de Tecnologias no SUS (Conitec), que analisa eficácia, segurança e custo-efetividade.</p>

<h2>Como se informar</h2>
<ol>
  <li>Converse com o médico que acompanha o caso sobre a indicação e os critérios do protocolo.</li>
  <li>Consulte os canais oficiais da Secretaria da Saúde do seu estado para saber quais documentos são exigidos.</li>
  <li>Guarde cópias de laudos, receitas e histórico de tratamentos anteriores, que costumam ser solicitados.</li>
</ol>
<p>As regras podem ser atualizadas; por isso, vale sempre verificar a versão mais recente dos protocolos antes de iniciar o pedido.</p>

<p><em>Este conteúdo tem caráter informativo e não constitui orientação jurídica ou médica.</em></p>
$html$,
  'A Lei estadual 17.618/2023 criou em São Paulo uma política de fornecimento gratuito de produtos à base de canabidiol pelo SUS. Saiba quem tem acesso e como funciona.',
  '/seed-images/sao-paulo-lei-preve-canabidiol-no-sus-estadual.webp',
  'published',
  false,
  (select id from public.categories where slug = 'noticias'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['sus', 'são paulo', 'acesso', 'legislação estadual']::text[],
  640,
  31,
  3,
  'O que prevê a Lei 17.618/2023 de São Paulo sobre canabidiol no SUS estadual, quem tem acesso segundo a regulamentação e como é feita a solicitação.',
  now() - interval '13 days 7 hours',
  now() - interval '13 days 7 hours',
  now() - interval '13 days 7 hours'
)
on conflict do nothing;

-- 14. Resolução do CFM sobre canabidiol: o que aconteceu em 2022 (noticias, published, ~490 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000014',
  'Resolução do CFM sobre canabidiol: o que aconteceu em 2022',
  'resolucao-do-cfm-sobre-canabidiol-o-que-aconteceu-em-2022',
  $html$<p>Em 14 de outubro de 2022, o Conselho Federal de Medicina (CFM) publicou no Diário Oficial da União a <strong>Resolução CFM nº 2.324/2022</strong>, que tratava da prescrição de canabidiol por médicos. A norma provocou forte reação de pacientes, familiares, associações e entidades médicas e teve seus efeitos suspensos pouco mais de dez dias depois. Entenda o que estava em jogo.</p>

<h2>O que a resolução previa</h2>
<p>O texto aprovava o uso do canabidiol para o tratamento de epilepsias da criança e do adolescente refratárias às terapias convencionais, nas síndromes de Dravet e Lennox-Gastaut e no complexo da esclerose tuberosa. Na prática, a norma:</p>
<ul>
  <li>restringia a prescrição de canabidiol a essas situações;</li>
  <li>vedava a indicação terapêutica do canabidiol para outras condições;</li>
  <li>proibia a prescrição da cannabis <em>in natura</em> e de outros derivados que não o canabidiol;</li>
  <li>limitava a participação de médicos em palestras e cursos sobre o tema fora do ambiente científico definido pela norma.</li>
</ul>

<h2>Por que houve reação</h2>
<p>Quando a resolução foi publicada, a Anvisa já permitia, pela RDC 327/2019 e pelas normas de importação, a prescrição de produtos de cannabis para diferentes condições, com base na avaliação do médico. Milhares de pacientes estavam em tratamento para outras indicações, como dor crônica, espasticidade ou sintomas associados a outras doenças. Críticos argumentaram que a norma interferia na autonomia médica e poderia interromper tratamentos em curso.</p>
<p>Do outro lado, o CFM sustentou que a resolução se baseava na análise da literatura científica, que mostra evidência robusta principalmente para as epilepsias citadas, e que buscava proteger os pacientes de usos sem comprovação suficiente.</p>

<h2>A suspensão</h2>
<p>Diante da repercussão, o CFM anunciou a abertura de uma consulta pública, de 24 de outubro a 23 de dezembro de 2022, para receber contribuições sobre o texto. Em sessão plenária realizada em 24 de outubro, o conselho decidiu sustar temporariamente os efeitos da Resolução 2.324/2022, em ato publicado no dia seguinte. Na ocasião, o conselho informou que a decisão sobre a indicação do canabidiol, nas apresentações autorizadas pela Anvisa, ficava sob responsabilidade do médico.</p>

<blockquote>O episódio expôs uma tensão real: de um lado, a necessidade de basear a prática médica em evidências; de outro, a de não deixar sem resposta pacientes para quem os tratamentos disponíveis não funcionam.</blockquote>

<h2>O que o caso ensina</h2>
<ol>
  <li><strong>Regulação sanitária e ética médica são coisas diferentes.</strong> A Anvisa regula os produtos; o CFM regula o exercício da medicina. As duas esferas se influenciam, mas têm papéis distintos.</li>
  <li><strong>Evidência tem gradações.</strong> Há condições com evidência forte, outras com evidência limitada e muitas sem evidência. Reconhecer isso não significa proibir nem liberar tudo.</li>
  <li><strong>Participação importa.</strong> A mobilização de pacientes e profissionais levou à reabertura do debate.</li>
</ol>

<h2>Para o paciente</h2>
<p>Para quem está em tratamento, a orientação continua a mesma: manter o acompanhamento com o médico, discutir abertamente os objetivos e os resultados do tratamento e ficar atento a atualizações das normas, que podem mudar com o avanço das pesquisas.</p>

<p><em>Este conteúdo tem caráter informativo.</em></p>
$html$,
  'Em outubro de 2022, o Conselho Federal de Medicina publicou uma resolução que restringia a prescrição de canabidiol e, dez dias depois, suspendeu seus efeitos. Relembre o caso.',
  '/seed-images/resolucao-do-cfm-sobre-canabidiol-o-que-aconteceu-em-2022.webp',
  'published',
  false,
  (select id from public.categories where slug = 'noticias'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['cfm', 'prescrição', 'canabidiol', 'ética médica']::text[],
  520,
  27,
  3,
  'Relembre a Resolução CFM 2.324/2022, que restringia a prescrição de canabidiol, a reação de médicos e pacientes e a suspensão da norma dias depois.',
  now() - interval '33 days 2 hours',
  now() - interval '33 days 2 hours',
  now() - interval '33 days 2 hours'
)
on conflict do nothing;

-- 15. Cannabis e sono: evidências ainda iniciais (pesquisas, draft, due in 5 days for the editorial calendar, ~367 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at, due_at
) values (
  '5eed0000-0000-4000-8000-000000000015',
  'Cannabis e sono: evidências ainda iniciais',
  'cannabis-e-sono-evidencias-ainda-iniciais',
  $html$<p>Dificuldade para dormir é uma das queixas mais citadas por quem procura produtos de cannabis. Mas, quando se olha para a pesquisa científica, o quadro ainda é de evidências iniciais.</p>

<h2>O que os estudos mostram</h2>
<p>O relatório das Academias Nacionais dos EUA, de 2017, encontrou evidência moderada de melhora de curto prazo do sono em pessoas com distúrbios do sono associados a outras condições, como dor crônica, fibromialgia e esclerose múltipla. Nesses casos, não está claro se o efeito é direto sobre o sono ou consequência do alívio de outros sintomas.</p>
<p>Para a insônia como problema principal, os ensaios clínicos ainda são poucos, pequenos e de curta duração, com produtos e doses muito diferentes entre si.</p>

<h3>THC e CBD agem de formas diferentes</h3>
<p>O THC pode encurtar o tempo para adormecer em algumas pessoas, mas também altera a arquitetura do sono, com redução do sono REM, a fase associada aos sonhos. O canabidiol, por sua vez, tem sido estudado em doses variadas, com resultados pouco consistentes: em parte dos estudos, o efeito sobre o sono parece secundário à redução da ansiedade ou da dor. Faltam ensaios maiores, com medidas objetivas do sono, como a polissonografia, e acompanhamento mais longo.</p>

<h2>Pontos de atenção</h2>
<ul>
  <li><strong>Tolerância:</strong> com o uso contínuo, o efeito sobre o sono pode diminuir.</li>
  <li><strong>Rebote:</strong> pessoas que usam cannabis com frequência podem ter piora do sono ao interromper o uso.</li>
  <li><strong>Sonolência no dia seguinte:</strong> pode afetar a atenção, o trabalho e a direção de veículos.</li>
  <li><strong>Interações:</strong> a combinação com outros sedativos, como álcool e benzodiazepínicos, aumenta os riscos.</li>
</ul>

<h2>Antes de tudo, investigar a causa</h2>
<p>Insônia pode ter muitas causas — ansiedade, depressão, apneia do sono, dor, hábitos e medicamentos. A terapia cognitivo-comportamental para insônia é considerada tratamento de primeira linha em diversas diretrizes. Qualquer decisão sobre produtos de cannabis deve partir de uma avaliação médica.</p>

<h2>Se o tratamento for considerado</h2>
<ol>
  <li>Defina com o médico um objetivo claro, como reduzir despertares noturnos ou o tempo para adormecer.</li>
  <li>Registre o sono em um diário por algumas semanas, antes e durante o tratamento.</li>
  <li>Observe a sonolência no dia seguinte e evite dirigir até conhecer sua resposta.</li>
  <li>Reavalie periodicamente se o benefício justifica continuar.</li>
</ol>

<p><em>Rascunho — revisar referências antes de publicar.</em></p>
$html$,
  'Muitas pessoas relatam usar cannabis para dormir melhor, mas os estudos sobre insônia ainda são poucos, pequenos e de curta duração.',
  '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp',
  'draft',
  false,
  (select id from public.categories where slug = 'pesquisas'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['sono', 'insônia', 'pesquisa científica']::text[],
  0,
  0,
  3,
  'O que a pesquisa diz sobre cannabis e sono: estudos ainda iniciais, possível tolerância, efeitos adversos e a importância da avaliação médica.',
  null,
  now() - interval '3 days 6 hours',
  now() - interval '3 days 6 hours',
  date_trunc('hour', now()) + interval '5 days'
)
on conflict do nothing;

-- 16. Canabidiol e autismo: o que os estudos já permitem dizer (tratamentos, draft, ~328 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000016',
  'Canabidiol e autismo: o que os estudos já permitem dizer',
  'canabidiol-e-autismo-o-que-os-estudos-ja-permitem-dizer',
  $html$<p>Famílias de pessoas com transtorno do espectro autista (TEA) frequentemente perguntam sobre o canabidiol, em geral para sintomas associados, como irritabilidade, agitação e problemas de sono. O tema é objeto de pesquisa, mas ainda sem respostas definitivas.</p>

<h2>O estado da pesquisa</h2>
<p>Há estudos observacionais com relatos de melhora em alguns sintomas, mas esse tipo de estudo não permite separar o efeito do produto de outros fatores, como o efeito placebo e mudanças na rotina. Os ensaios clínicos randomizados publicados até agora são pequenos, de curta duração e usam produtos diferentes, com resultados inconsistentes entre os desfechos avaliados.</p>

<h2>Por que os resultados são difíceis de interpretar</h2>
<p>O espectro autista é muito diverso, e os estudos avaliam desfechos diferentes — comportamento, comunicação, sono, ansiedade —, frequentemente com base no relato dos pais. Esse tipo de medida é especialmente sensível ao efeito placebo, que costuma ser expressivo em ensaios nessa população. Além disso, os produtos testados variam muito na proporção entre CBD e THC, o que impede comparar resultados diretamente.</p>

<h2>O que ainda não se sabe</h2>
<ul>
  <li>quais pessoas poderiam se beneficiar e em quais sintomas;</li>
  <li>qual produto e qual dose seriam adequados;</li>
  <li>quais os efeitos do uso prolongado em crianças e adolescentes.</li>
</ul>

<h2>Cuidados</h2>
<p>O canabidiol pode causar sonolência, alterações de apetite e diarreia, e interage com outros medicamentos frequentemente usados nesse grupo, como alguns anticonvulsivantes e antipsicóticos. Produtos com THC exigem cautela ainda maior em crianças e adolescentes, pelo possível impacto sobre o cérebro em desenvolvimento.</p>
<p>O tratamento do TEA se apoia em intervenções terapêuticas e educacionais, e nenhum produto de cannabis substitui esse acompanhamento. Se o uso for considerado, ele deve ser conduzido por médico com experiência, com objetivos definidos em conjunto com a família, registro dos sintomas antes e durante o tratamento e reavaliação periódica.</p>

<blockquote>Relatos de melhora merecem atenção, mas só estudos maiores e bem controlados vão dizer para quem, em quais sintomas e com qual produto o canabidiol pode ajudar.</blockquote>

<p><em>Rascunho — aguardando revisão da equipe editorial.</em></p>
$html$,
  'O uso de canabidiol em pessoas com transtorno do espectro autista tem sido investigado, mas os ensaios clínicos ainda são pequenos e os resultados, inconsistentes.',
  '/seed-images/canabidiol-e-autismo-o-que-os-estudos-ja-permitem-dizer.webp',
  'draft',
  false,
  (select id from public.categories where slug = 'tratamentos'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['autismo', 'canabidiol', 'evidência científica']::text[],
  0,
  0,
  2,
  'Canabidiol no transtorno do espectro autista: o que os ensaios clínicos mostram até agora, limites da evidência e cuidados no acompanhamento.',
  null,
  now() - interval '6 days 4 hours',
  now() - interval '6 days 4 hours'
)
on conflict do nothing;

-- 17. STJ e o cultivo de cânhamo para fins medicinais: o que foi decidido (legislacao, scheduled, ~418 palavras)
insert into public.posts (
  id, title, slug, content, excerpt, image, status, featured, category_id, author_id,
  tags, views, likes, read_time, seo_description, published_at, created_at, updated_at
) values (
  '5eed0000-0000-4000-8000-000000000017',
  'STJ e o cultivo de cânhamo para fins medicinais: o que foi decidido',
  'stj-e-o-cultivo-de-canhamo-para-fins-medicinais-proximos-passos',
  $html$<p>Em 13 de novembro de 2024, a Primeira Seção do Superior Tribunal de Justiça (STJ) julgou um caso que pode mudar a cadeia de produção de produtos de cannabis no Brasil. Ao analisar o pedido de uma empresa de biotecnologia que queria importar sementes e cultivar cânhamo industrial, o tribunal reconheceu a possibilidade de autorização sanitária para o plantio dessa variedade por pessoas jurídicas, exclusivamente para fins medicinais e farmacêuticos.</p>

<h2>O que é cânhamo industrial</h2>
<p>Cânhamo (<em>hemp</em>, em inglês) é o nome dado a variedades de <em>Cannabis sativa</em> com teor muito baixo de THC, o principal composto psicoativo da planta. A decisão do STJ tratou de plantas com <strong>menos de 0,3% de THC</strong>, que podem ter concentrações relevantes de canabidiol.</p>

<h2>O que o tribunal decidiu</h2>
<ul>
  <li>O cânhamo com teor de THC inferior a 0,3% não pode ser tratado como substância proscrita pela legislação de drogas, porque não é capaz de produzir efeitos psicoativos.</li>
  <li>Empresas podem obter autorização para importar sementes, plantar, cultivar e industrializar essa variedade, com finalidade exclusivamente medicinal e farmacêutica.</li>
  <li>A Anvisa e a União deveriam editar a regulamentação no prazo de seis meses, com regras para controlar a cadeia produtiva e evitar desvios.</li>
</ul>
<p>O julgamento ocorreu como incidente de assunção de competência (IAC), o que faz com que a tese oriente casos semelhantes. Em fevereiro de 2025, o tribunal rejeitou o pedido da Anvisa e da União para ampliar o prazo de regulamentação.</p>

<h2>O que a decisão não fez</h2>
<p>A decisão não autorizou o cultivo por pessoas físicas, não tratou de variedades com teor mais alto de THC e não dispensou a regulamentação sanitária. O cultivo doméstico para tratamento continua dependendo de decisões judiciais individuais, e a Lei de Drogas (Lei 11.343/2006) segue em vigor.</p>

<blockquote>Produção nacional pode reduzir custos e ampliar o acesso, mas qualidade, rastreabilidade e controle continuam sendo condições indispensáveis para a segurança dos pacientes.</blockquote>

<h2>Por que isso importa para pacientes</h2>
<p>Hoje, a matéria-prima dos produtos vendidos em farmácias precisa ser importada, o que encarece o tratamento. A possibilidade de cultivo nacional de cânhamo, sob regras sanitárias, é vista por pesquisadores e pela indústria como caminho para reduzir custos e estimular a pesquisa no país.</p>
<p>Para saber em que estágio está a regulamentação, a fonte mais segura são as publicações oficiais da Anvisa e do governo federal. Qualquer que seja o desenho final das regras, a indicação de tratamento continua sendo uma decisão médica, com acompanhamento regular.</p>

<p><em>Este conteúdo tem caráter informativo e não constitui orientação jurídica ou médica.</em></p>
$html$,
  'Em novembro de 2024, o STJ reconheceu a possibilidade de empresas cultivarem cânhamo industrial, com baixo teor de THC, para fins medicinais e farmacêuticos. Entenda a decisão.',
  '/seed-images/stj-e-o-cultivo-de-canhamo-para-fins-medicinais-proximos-passos.webp',
  'scheduled',
  false,
  (select id from public.categories where slug = 'legislacao'),
  '0e1d1a00-0000-4000-8000-000000000001',
  array['legislação', 'stj', 'cânhamo', 'cultivo']::text[],
  0,
  0,
  3,
  'Entenda a decisão do STJ de 2024 sobre cultivo de cânhamo industrial por empresas para fins medicinais e farmacêuticos e o papel da Anvisa.',
  now() + interval '30 days',
  now() - interval '1 day',
  now() - interval '1 day'
)
on conflict do nothing;

-- "Pontos-chave" (decision 055) of post 1, each a sentence of its own text, shortened.
update public.posts
   set key_points = array[
         $k$Em síndromes de Dravet e de Lennox-Gastaut, ensaios randomizados e controlados por placebo mostraram redução das crises com canabidiol purificado.$k$,
         $k$Os eventos adversos mais frequentes foram sonolência, menos apetite, diarreia e vômitos e elevação das enzimas do fígado; o CBD interage com outros anticonvulsivantes.$k$,
         $k$Resposta não é cura: em média houve redução do número de crises, poucos pacientes ficaram livres delas e parte não respondeu.$k$,
         $k$O canabidiol não substitui a avaliação de um neurologista nem os tratamentos já estabelecidos.$k$
       ]
 where id = '5eed0000-0000-4000-8000-000000000001' and key_points = '{}';
