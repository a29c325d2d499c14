-- Issue 45: the compliance verdict is computed by the database
-- (docs/decisions/038-compliance-verdict-in-the-database.md).
--
-- Until now the rules lived in TypeScript (src/lib/compliance/rules.ts, legal-basis.ts) and a save that
-- published sent its own findings with a hash of title, excerpt and content: an editor published
-- "Compre agora … cura garantida." by sending `compliance_findings: []`, and the SEO description, tags and
-- reference titles were never checked. From here on:
--   * the norms, the rules and the cue lists are tables, seeded below with exactly the pack of
--     rules.ts/legal-basis.ts (every legal fact from docs/regulatory-sources.md); anyone may read them
--     (public legal information), nobody writes them through the API — a new migration changes them;
--   * compliance_check_text() runs the rules over a plain text, and compliance_findings_for_post() over
--     everything a reader sees: title, excerpt, body text (figure captions included), image alt text,
--     SEO description, tags and reference titles, each finding naming its field;
--   * posts_verify_publishing() computes the findings itself and ignores any the client sends.
-- The TypeScript engine (src/lib/compliance/check-compliance.ts) reads the same rows through
-- compliance_pack() and gives the same findings (tests/db/compliance-equality.test.ts).
--
-- One engine, two regex dialects. Patterns are written in the subset JavaScript (`u` flag) and
-- PostgreSQL's ARE read alike: explicit classes instead of \p{L}/\d ({letter} and {word} below stand for
-- the classes of compliance_settings), greedy quantifiers only, and where two alternatives can match at
-- the same place the longer one first — PostgreSQL takes the longest match, JavaScript the first
-- alternative that matches (the TypeScript engine then also tries each of a rule's alternatives at the
-- match and keeps the longest). Text is put in NFC and folded one character for one character (a fixed
-- translate map: capitals and accented Latin letters to lower-case base letters, ’ ‘ to ', every space
-- but the line feed to a space), so offsets need no mapping and nothing depends on the database's locale.

-- ---------------------------------------------------------------------------------------------
-- The pack: settings, norms, rules, cues.
-- ---------------------------------------------------------------------------------------------

create table public.compliance_settings (
  id boolean primary key default true check (id),
  fold_from text not null,
  fold_to text not null,
  letter_class text not null,
  word_class text not null,
  negation_window_words integer not null check (negation_window_words between 1 and 20),
  context_chars integer not null check (context_chars between 10 and 200),
  constraint compliance_settings_fold_one_to_one check (char_length(fold_from) = char_length(fold_to))
);
comment on table public.compliance_settings is
  'How the compliance check reads text (one row): the folding map, the letter and word classes, the negation window and the context size.';
comment on column public.compliance_settings.fold_from is 'Characters folded before matching, each into the character at the same place of fold_to.';
comment on column public.compliance_settings.letter_class is 'A bracket expression for a letter after folding; {letter} in patterns and cues.';
comment on column public.compliance_settings.word_class is 'A bracket expression for a letter or digit; {word} in patterns, and what bounds every match.';

create table public.compliance_norms (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (btrim(name) <> ''),
  citation text not null check (btrim(citation) <> ''),
  in_force_from date,
  in_force_until date,
  replaced_by text references public.compliance_norms (id),
  source_url text check (source_url ~ '^https?://'),
  source_kind text check (source_kind in ('texto oficial', 'reprodução do texto oficial', 'cobertura')),
  cited_as text,
  mentioned_as text,
  constraint compliance_norms_source_whole check ((source_url is null) = (source_kind is null)),
  constraint compliance_norms_period check (in_force_from is null or in_force_until is null or in_force_from <= in_force_until),
  constraint compliance_norms_revocation check (replaced_by is null or in_force_until is not null)
);
comment on table public.compliance_norms is
  'The norms the compliance rules rest on, the days they are in force, what replaced them and where to read them (docs/regulatory-sources.md).';
comment on column public.compliance_norms.in_force_from is 'First day in force; null when no source we read gives it (then: in force).';
comment on column public.compliance_norms.cited_as is 'How texts cite the norm (a pattern on folded text); once revoked, a citation as current is flagged.';
comment on column public.compliance_norms.mentioned_as is 'A loose POSIX pattern the post list uses to find posts that may cite the norm.';

create table public.compliance_rules (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null unique,
  category text not null check (category in ('marca', 'compra', 'cura', 'dosagem', 'promessa', 'norma', 'fonte')),
  label text not null check (btrim(label) <> ''),
  reason text not null check (char_length(reason) > 40),
  basis text[] not null check (cardinality(basis) > 0),
  in_force_from date,
  in_force_until date,
  terms text[] not null default '{}',
  patterns text[] not null default '{}',
  negatable boolean not null default false,
  allowed_in_study_report boolean not null default false,
  allowed_with_medical_supervision boolean not null default false,
  allowed_as_history boolean not null default false,
  blocking boolean not null default true,
  constraint compliance_rules_match_something check (cardinality(terms) + cardinality(patterns) > 0),
  constraint compliance_rules_period check (in_force_from is null or in_force_until is null or in_force_from <= in_force_until)
);
comment on table public.compliance_rules is
  'Brazil''s advertising limits for medicinal cannabis as data: what each rule matches, when a match is cancelled, its legal basis.';
comment on column public.compliance_rules.terms is 'Words and phrases as people write them (case and accents do not matter), matched whole.';
comment on column public.compliance_rules.patterns is 'Regular expressions on folded text, in the subset JavaScript and PostgreSQL read alike (see this migration''s header).';
comment on column public.compliance_rules.blocking is 'false: a warning about the post as a whole, shown in the editor, never a finding.';

-- A rule's basis names known norms (an array cannot carry a foreign key).
create or replace function public.compliance_rules_check_basis()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from unnest(new.basis) b(id) where not exists (select 1 from public.compliance_norms n where n.id = b.id)) then
    raise exception 'compliance rule %: unknown norm in basis %', new.id, new.basis using errcode = '23503';
  end if;
  return new;
end;
$$;
create trigger compliance_rules_check_basis
  before insert or update on public.compliance_rules
  for each row execute function public.compliance_rules_check_basis();

create table public.compliance_cues (
  list text not null check (list in ('negation', 'sceptical', 'debunk', 'study_report', 'medical_supervision', 'history')),
  position integer not null,
  pattern text not null check (btrim(pattern) <> ''),
  primary key (list, position)
);
comment on table public.compliance_cues is
  'Words around a match that cancel it: a negation just before, a sceptical or debunking sentence, a study report, a doctor''s supervision, history.';

-- Public legal information: everyone reads, nobody writes through the API.
alter table public.compliance_settings enable row level security;
alter table public.compliance_norms enable row level security;
alter table public.compliance_rules enable row level security;
alter table public.compliance_cues enable row level security;
create policy "Anyone can read the compliance settings" on public.compliance_settings for select to anon, authenticated using (true);
create policy "Anyone can read the norms" on public.compliance_norms for select to anon, authenticated using (true);
create policy "Anyone can read the compliance rules" on public.compliance_rules for select to anon, authenticated using (true);
create policy "Anyone can read the compliance cues" on public.compliance_cues for select to anon, authenticated using (true);
-- `revoke all`: the default privileges grant everything, which on PostgreSQL 17 includes MAINTAIN.
revoke all on public.compliance_settings, public.compliance_norms, public.compliance_rules, public.compliance_cues
  from anon, authenticated, service_role;
grant select on public.compliance_settings, public.compliance_norms, public.compliance_rules, public.compliance_cues
  to anon, authenticated, service_role;

-- Folding: capitals and the accented letters of Latin-1 and Latin Extended-A to lower-case base letters
-- (Æ → æ, Ø → ø: letters with no base letter stay letters), ’ ‘ to ', and every space JavaScript's \s
-- knows (plus U+0085 and U+180E, which some locales count) but the line feed to a space. A letter is
-- a-z, ª µ º, those blocks and combining marks; a word character also a digit.
insert into public.compliance_settings (fold_from, fold_to, letter_class, word_class, negation_window_words, context_chars)
values (
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž’‘' || E'\u0009\u000b\u000c\u000d\u0085\u00a0\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
  'abcdefghijklmnopqrstuvwxyzaaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzz''''' || '                         ',
  '[a-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017f\u0300-\u036f]',
  '[0-9a-z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017f\u0300-\u036f]',
  5,
  60
);

-- The norms (src/lib/compliance/legal-basis.ts until this migration; sources: docs/regulatory-sources.md).
-- RDC 1.015/2026 was published in the DOU of 2026-02-03. Its first day in force is not in the part of
-- the official text we read, and sources disagree: Afya reports 2026-05-04, Anvisa's note (as coverage
-- reproduces it) six months after publication. We use the later day, 2026-08-03, so the product never
-- calls RDC 327/2019 revoked before it certainly was.
insert into public.compliance_norms (id, name, citation, in_force_from, in_force_until, replaced_by, source_url, source_kind, cited_as, mentioned_as) values
  ($q$rdc-1015-2026$q$, $q$RDC 1.015/2026$q$,
   $q$Anvisa RDC 1.015/2026 (produtos de Cannabis para uso medicinal; segundo a cobertura, publicidade só dirigida a prescritores)$q$,
   '2026-08-03', null, null,
   $q$https://www.diaoficial.com/linkdo/2111184/2026_02_03_ASSINADO_do1?docid=25976&page=197&pageid=2111184$q$, $q$reprodução do texto oficial$q$,
   null, null),
  ($q$rdc-327-2019$q$, $q$RDC 327/2019$q$,
   $q$Anvisa RDC 327/2019 (produtos de Cannabis: publicidade vedada)$q$,
   '2020-03-10', '2026-08-02', $q$rdc-1015-2026$q$,
   $q$https://www.in.gov.br/en/web/dou/-/resolucao-da-diretoria-colegiada-rdc-n-327-de-9-de-dezembro-de-2019-232669072$q$, $q$texto oficial$q$,
   $q$rdc\s*(?:n[.ºo°]*\s*)?327(?:\s*\/\s*(?:20)?19|,?\s+de\s+9\s+de\s+dezembro\s+de\s+2019)?(?!\s*\/)$q$, $q$rdc[^0-9]*327$q$),
  ($q$rdc-96-2008$q$, $q$RDC 96/2008$q$,
   $q$Anvisa RDC 96/2008, art. 3º (propaganda só de medicamentos regularizados)$q$,
   null, null, null,
   $q$http://ricardoschwenck.com/rdc9608/index.html$q$, $q$reprodução do texto oficial$q$,
   null, null),
  ($q$lei-6360-1976$q$, $q$Lei 6.360/1976$q$,
   $q$Lei 6.360/1976, art. 58 (propaganda de produtos de venda sob prescrição restrita a publicações dirigidas aos profissionais)$q$,
   null, null, null,
   $q$https://pt.scribd.com/doc/229473810/Legislacao-Propaganda-Consolidada-Marco-2011$q$, $q$reprodução do texto oficial$q$,
   null, null),
  ($q$cfm-2336-2023$q$, $q$Resolução CFM 2.336/2023$q$,
   $q$Resolução CFM 2.336/2023 (publicidade e propaganda médicas)$q$,
   '2024-03-11', null, null,
   $q$https://publicidademedica.cfm.org.br/manual/resolucao-comentada/capitulo-2$q$, $q$texto oficial$q$,
   null, null),
  ($q$cdc-1990$q$, $q$Código de Defesa do Consumidor$q$,
   $q$Código de Defesa do Consumidor (Lei 8.078/1990), art. 37, e Código do CONAR (publicidade enganosa)$q$,
   null, null, null,
   null, null,
   null, null);

-- The rules (src/lib/compliance/rules.ts until this migration). RDC 327/2019 and RDC 1.015/2026 are both
-- in the basis of the cannabis-product rules: each is shown only while in force. The last one,
-- 'fonte-ausente', is not a finding: the editor shows it when a post states percentages, doses or
-- efficacy and has no reference.
insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$marca-produto$q$, 10, $q$marca$q$, $q$Menção a marca ou produto$q$,
  $q$Nome comercial de produto de cannabis ou de empresa do setor pode caracterizar publicidade, e a de produtos de cannabis não pode ser dirigida ao público. Em conteúdo informativo, cite o princípio ativo (canabidiol, THC) e a categoria do produto.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$],
  array[
    $q$Mevatyl$q$,
    $q$Sativex$q$,
    $q$Epidiolex$q$,
    $q$Epidyolex$q$,
    $q$Marinol$q$,
    $q$Syndros$q$,
    $q$Cesamet$q$,
    $q$Prati-Donaduzzi$q$,
    $q$Belcher Farmacêutica$q$,
    $q$Verdemed$q$,
    $q$Ease Labs$q$,
    $q$Greencare$q$,
    $q$Nunature$q$,
    $q$Cannect$q$,
    $q$HempMeds$q$,
    $q$HempMeds Brasil$q$,
    $q$Charlotte's Web$q$,
    $q$CW Hemp$q$,
    $q$Real Scientific Hemp Oil$q$,
    $q$RSHO$q$,
    $q$Medical Marijuana Inc$q$,
    $q$Endoca$q$,
    $q$CBDistillery$q$,
    $q$cbdMD$q$,
    $q$Elixinol$q$,
    $q$Lazarus Naturals$q$,
    $q$NuLeaf Naturals$q$,
    $q$Medterra$q$,
    $q$Joy Organics$q$,
    $q$Bedrocan$q$,
    $q$Tilray$q$,
    $q$Aurora Cannabis$q$,
    $q$Canopy Growth$q$,
    $q$Cronos Group$q$,
    $q$Aphria$q$,
    $q$Curaleaf$q$,
    $q$GW Pharmaceuticals$q$,
    $q$GW Pharma$q$,
    $q$Jazz Pharmaceuticals$q$
  ],
  '{}',
  false, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$compra-chamada$q$, 20, $q$compra$q$, $q$Chamada para compra$q$,
  $q$Convites a comprar, encomendar ou pedir o produto são promoção comercial ao público, vedada para produtos de cannabis e para medicamentos não regularizados ou de venda sob prescrição.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$],
  array[
    $q$compre$q$,
    $q$compre já$q$,
    $q$compre agora$q$,
    $q$adquira$q$,
    $q$adquira já$q$,
    $q$adquira o seu$q$,
    $q$adquira a sua$q$,
    $q$peça já$q$,
    $q$peça agora$q$,
    $q$peça o seu$q$,
    $q$peça a sua$q$,
    $q$encomende$q$,
    $q$encomende já$q$,
    $q$faça seu pedido$q$,
    $q$faça o seu pedido$q$,
    $q$garanta o seu$q$,
    $q$garanta a sua$q$,
    $q$garanta já$q$,
    $q$arraste para cima$q$,
    $q$chame no direct$q$,
    $q$chama no direct$q$,
    $q$chame no whatsapp$q$,
    $q$chama no whats$q$,
    $q$chame no whats$q$,
    $q$nossa loja$q$,
    $q$loja virtual$q$,
    $q$loja online$q$,
    $q$loja oficial$q$,
    $q$aproveite já$q$,
    $q$aproveite agora$q$
  ],
  array[
    $q$comprar\s+(?:ja|agora|aqui|online|hoje|com desconto|no site|na loja|no link|pelo link|pelo site|pelo whats(?:app)?|no whats(?:app)?|no direct)$q$,
    $q$(?:clique|clica|toque|acesse|acessa)\s+(?:{letter}+\s+){0,3}(?:e|para|pra)\s+(?:compr(?:ar|e)|pedir|encomendar|garantir)$q$,
    $q$quer\s+comprar$q$,
    $q$link\s+(?:na|da)\s+bio\s+(?:{letter}+\s+){0,3}(?:para|pra)\s+(?:compr(?:ar|e)|pedir|encomendar|garantir|adquirir)$q$,
    $q$(?:compr(?:ar|e)|pedir|pec[ao]|encomend(?:ar|e)|garant(?:ir|a)|adquir(?:ir|a))\s+(?:{letter}+\s+){0,4}(?:pelo|no|via)\s+link\s+(?:na|da)\s+bio$q$,
    $q$(?<!(?:a|da|na|sua|uma|de|pela)\s+)compra\s+(?:ja|agora)(?!\s+(?:foi|pode|podem|e|esta|era|deve|tem|sera))$q$
  ],
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$compra-preco$q$, 30, $q$compra$q$, $q$Preço ou oferta comercial$q$,
  $q$Preço promocional, descontos, cupons, frete e parcelamento são apelos de venda. Mencionar custo como barreira de acesso é informação; anunciar valor ou oferta é publicidade.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$, $q$cdc-1990$q$],
  array[
    $q$preço promocional$q$,
    $q$preços promocionais$q$,
    $q$valor promocional$q$,
    $q$preço especial$q$,
    $q$preço imperdível$q$,
    $q$melhor preço$q$,
    $q$menor preço$q$,
    $q$precinho$q$,
    $q$promocional$q$,
    $q$cupom$q$,
    $q$cupons$q$,
    $q$desconto$q$,
    $q$descontos$q$,
    $q$frete$q$,
    $q$frete grátis$q$,
    $q$amostra grátis$q$,
    $q$amostras grátis$q$,
    $q$amostra gratuita$q$,
    $q$brinde$q$,
    $q$parcele$q$,
    $q$parcelamento$q$,
    $q$parcelado$q$,
    $q$sem juros$q$,
    $q$oferta especial$q$,
    $q$oferta imperdível$q$,
    $q$oferta relâmpago$q$,
    $q$por tempo limitado$q$,
    $q$black friday$q$,
    $q$queima de estoque$q$,
    $q$cashback$q$,
    $q$últimas unidades$q$,
    $q$estoque limitado$q$
  ],
  array[
    $q$(?:promocao|promocoes)(?!\s+(?:d[aoe]s?\s+)?(?:saude|qualidade|bem[\s-]?estar|pesquisa|acesso|direitos?|comercial|uso|cidadania|debate|conhecimento|informacao|educacao|ciencia|autonomia|dignidade|inclusao))$q$,
    $q$(?:por|a partir de)\s+(?:apenas|so|somente)(?:\s+r\$)?\s*[0-9](?:[0-9.,]*[0-9])?$q$,
    $q$(?:apenas|so|somente)\s+r\$\s*[0-9](?:[0-9.,]*[0-9])?$q$,
    $q$(?<!(?:custo|custos|custa|custam|custar|gasto|gastos|gastou|gastam|media|medio|estimad[oa]s?|orcamento|economia|mercado|faturamento|movimentou|movimenta|investimento|multa)\s+(?:{letter}+\s+){0,5})r\$\s*[0-9](?:[0-9.,]*[0-9])?$q$,
    $q$(?:em\s+ate\s+)?[0-9]{1,2}\s?x\s+(?:de\s+r\$|sem\s+juros)$q$,
    $q$[0-9]{1,2}\s?%\s+(?:de\s+)?(?:off|desconto)$q$
  ],
  false, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$compra-link$q$, 40, $q$compra$q$, $q$Link de loja ou marketplace$q$,
  $q$Link para loja, carrinho ou marketplace transforma o texto em vitrine do produto, o que é publicidade e exposição à venda vedadas.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$],
  '{}',
  array[
    $q$(?:https?:\/\/|www\.)[^\s<>"'()\[\]{}]*(?:loja|shop|store|compr(?:ar|e|as?)(?![a-z])|produto|checkout|carrinho|cart(?![a-z])|mercadoli[vb]re|shopee|amazon|aliexpress|magalu|magazineluiza|americanas|olx|hotmart|kiwify|wa\.me)(?:[^\s<>"'()\[\]{}]*[^\s<>"'()\[\]{}.,;:!?])?$q$,
    $q$(?:[a-z0-9-]+\.)*[a-z0-9-]*(?:loja|shop|store|compr(?:ar|e|as?)(?![a-z])|produto|checkout|carrinho|cart(?![a-z])|mercadoli[vb]re|shopee|amazon|aliexpress|magalu|magazineluiza|americanas|olx|hotmart|kiwify|wa\.me)[a-z0-9-]*\.(?:com|net|store|shop|online|site|loja)(?:\.br)?(?:\/(?:[^\s<>"'()\[\]{}]*[^\s<>"'()\[\]{}.,;:!?])?)?$q$
  ],
  false, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$cura-alegacao$q$, 50, $q$cura$q$, $q$Alegação de cura$q$,
  $q$Afirmar que um produto de cannabis cura uma doença é alegação terapêutica sem respaldo e publicidade enganosa; os estudos mostram, em condições específicas, redução de sintomas, não cura.$q$,
  array[$q$cfm-2336-2023$q$, $q$cdc-1990$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$],
  array[
    $q$cura$q$,
    $q$curas$q$,
    $q$curar$q$,
    $q$curou$q$,
    $q$cure$q$,
    $q$curam$q$,
    $q$curará$q$,
    $q$curarão$q$,
    $q$curando$q$,
    $q$curado$q$,
    $q$curada$q$,
    $q$curados$q$,
    $q$curadas$q$,
    $q$curativo$q$,
    $q$curativa$q$,
    $q$curativos$q$,
    $q$curativas$q$,
    $q$poder de cura$q$
  ],
  '{}',
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$cura-garantia$q$, 60, $q$cura$q$, $q$Garantia ou promessa absoluta$q$,
  $q$Garantias, "100%" e milagres prometem um resultado que nenhum tratamento assegura; a resposta varia de pessoa para pessoa.$q$,
  array[$q$cfm-2336-2023$q$, $q$cdc-1990$q$],
  array[
    $q$cem por cento$q$,
    $q$garantimos$q$,
    $q$garantia de resultado$q$,
    $q$garantia de resultados$q$,
    $q$garantia de cura$q$,
    $q$garantia de eficácia$q$,
    $q$garantia de melhora$q$,
    $q$garantia de sucesso$q$,
    $q$garantia de alívio$q$,
    $q$milagre$q$,
    $q$milagres$q$,
    $q$milagroso$q$,
    $q$milagrosa$q$,
    $q$milagrosos$q$,
    $q$milagrosas$q$,
    $q$infalível$q$,
    $q$infalíveis$q$
  ],
  array[
    $q$100\s?%$q$,
    $q$garante\s+(?:(?:a|as|o|os|sua|suas|seu|seus|essa|essas|esse|esses|aquela|aquelas|toda|todas|todo|todos)\s+)?(?:cura|melhora|alivio|resultados?|eficacia|sucesso|fim)$q$,
    $q$(?<!(?:direitos?|acesso|sigilo|anonimato|resultados?|resultado)\s+(?:{letter}+\s+){0,2})garantid[oa]s?(?!\s+(?:por lei|pela (?:lei|constituicao|justica)|pelo (?:estado|sus|stf|stj)|judicialmente|constitucionalmente|a tod[oa]s|o direito|o acesso))$q$
  ],
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$cura-seguranca$q$, 70, $q$cura$q$, $q$Alegação de ausência de riscos$q$,
  $q$Canabinoides têm efeitos adversos e interações com outros medicamentos; dizer que são isentos de riscos ou "naturais, então inofensivos" engana o leitor.$q$,
  array[$q$cdc-1990$q$, $q$rdc-96-2008$q$, $q$lei-6360-1976$q$, $q$cfm-2336-2023$q$],
  array[
    $q$inofensivo$q$,
    $q$inofensiva$q$,
    $q$pode usar sem medo$q$,
    $q$pode tomar sem medo$q$
  ],
  array[
    $q$sem\s+(?:nenhum\s+|qualquer\s+)?(?:efeitos?\s+(?:colaterais|colateral|adversos?)|riscos?|contraindicac(?:ao|oes)|perigos?)$q$,
    $q$(?:livres?|isent[oa]s?)\s+de\s+(?:efeitos?\s+(?:colaterais|colateral|adversos?)|riscos?|contraindicac(?:ao|oes))$q$,
    $q$zero\s+efeitos?\s+colaterais$q$,
    $q$nao\s+(?:tem|causa|apresenta|possui|da)\s+(?:nenhum\s+)?efeitos?\s+(?:colaterais|colateral|adversos?)$q$,
    $q$(?:totalmente|completamente|absolutamente|100\s?%|super)\s+segur[oa]s?$q$,
    $q$natural\s*[,;]?\s*(?:(?:entao|logo|portanto|por isso|e|,)\s+)?(?:nao\s+(?:faz|causa)\s+mal|(?:e\s+)?(?:seguro|inofensivo))$q$
  ],
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$dosagem-quantidade$q$, 80, $q$dosagem$q$, $q$Dose ou posologia$q$,
  $q$Dose e frequência são definidas na prescrição médica, caso a caso; indicar quantidades ao leitor estimula a automedicação. Ao relatar um estudo, deixe claro que é a dose usada na pesquisa.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$cfm-2336-2023$q$],
  '{}',
  array[
    $q$(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)(?:\s*(?:a|ou|-|–)\s*(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio))?\s*(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|doses?|ui)(?:\s*\/\s*kg|\s+por\s+(?:kg|quilo))?(?:\s+(?:de|do)\s+(?:cbd|thc|canabidiol|oleo|extrato|produto|spray))?(?:\s*\/\s*|\s+(?:por|ao|a cada|de [0-9]+ em [0-9]+)\s+)(?:dia|d|dose|vez|noite|manha|refeicao|refeicoes|hora|horas|semana)$q$,
    $q$(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)(?:\s*(?:a|ou|-|–)\s*(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio))?\s*(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|doses?|ui)(?:\s*\/\s*kg|\s+por\s+(?:kg|quilo))?(?:\s+(?:de|do)\s+(?:cbd|thc|canabidiol|oleo|extrato|produto|spray))?,?\s+(?:[0-9]+|uma|duas|tres|quatro|cinco|seis)\s+vez(?:es)?\s+(?:ao|por|no)\s+dia$q$,
    $q$doses?\s+(?:diaria|diarias|inicial|iniciais|de manutencao|recomendada|ideal|maxima|minima)?\s*(?:e\s+)?de\s+(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)\s*(?:mg|ml|mcg|gotas?|capsulas?)$q$,
    $q$(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)(?:\s*(?:a|ou|-|–)\s*(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio))?\s*(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|doses?|ui)(?:\s*\/\s*kg|\s+por\s+(?:kg|quilo))?(?:\s+(?:de|do)\s+(?:cbd|thc|canabidiol|oleo|extrato|produto|spray))?\s+(?:antes de dormir|ao deitar|pela manha|a noite|em jejum|embaixo da lingua|debaixo da lingua|sublingual)$q$
  ],
  false, true, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$dosagem-instrucao$q$, 90, $q$dosagem$q$, $q$Instrução de uso$q$,
  $q$Dizer ao leitor quanto tomar, por onde começar ou quanto aumentar é orientação terapêutica individual, que cabe ao médico na consulta.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$cfm-2336-2023$q$],
  '{}',
  array[
    $q$(?:tome|tomem|tomar|use|usem|pingue|pingar|coloque|colocar|aplique|administre|ingira|borrife|inale|acrescente|adicione|comece|comecem|inicie|iniciem|aumente|aumentem|suba|reduza|diminua)\s+(?:com\s+|em\s+|mais\s+|menos\s+)?(?:{letter}+\s+){0,2}(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)(?:\s*(?:a|ou|-|–)\s*(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio))?\s*(?:mg|miligramas?|ml|mililitros?|mcg|ug|µg|gotas?|gotinhas?|capsulas?|comprimidos?|jatos?|borrifadas?|puffs?|ui)$q$,
    $q$a\s+cada\s+(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)\s+dias?,?\s+(?:aumente|acrescente|suba|adicione|dobre)$q$,
    $q$titule|titulem$q$
  ],
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$dosagem-ajuste$q$, 100, $q$dosagem$q$, $q$Orientação de ajuste de dose$q$,
  $q$Mandar o leitor aumentar, reduzir ou ajustar a dose por conta própria é orientação terapêutica individual; ajustes são feitos pelo médico, com acompanhamento.$q$,
  array[$q$rdc-327-2019$q$, $q$rdc-1015-2026$q$, $q$cfm-2336-2023$q$],
  '{}',
  array[
    $q$(?:aumente|aumentem|reduza|reduzam|diminua|diminuam|dobre|dobrem|ajuste|ajustem|suba|eleve|divida|triplique)\s+(?:a|as|sua|suas)\s+doses?$q$
  ],
  true, false, true, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$promessa-resultado$q$, 110, $q$promessa$q$, $q$Promessa de resultado$q$,
  $q$Prometer que o tratamento vai acabar com sintomas, resolver de vez ou trazer resultados garantidos cria expectativa enganosa e é sensacionalismo vedado na publicidade médica.$q$,
  array[$q$cfm-2336-2023$q$, $q$cdc-1990$q$],
  array[
    $q$resolve de vez$q$,
    $q$resolver de vez$q$,
    $q$resolveu de vez$q$,
    $q$resolvem de vez$q$,
    $q$resolve definitivamente$q$,
    $q$solução definitiva$q$,
    $q$de vez por todas$q$,
    $q$resultado garantido$q$,
    $q$resultados garantidos$q$,
    $q$resultado imediato$q$,
    $q$resultados imediatos$q$,
    $q$resultados rápidos$q$,
    $q$efeito imediato$q$,
    $q$alívio imediato$q$,
    $q$melhora imediata$q$,
    $q$você vai se sentir$q$,
    $q$você vai sentir$q$,
    $q$vai se sentir outra pessoa$q$,
    $q$se livrar de vez$q$
  ],
  array[
    $q$(?:vai|vao|ira|irao)\s+acabar\s+com$q$,
    $q$(?:acaba|acabam|acabou|acabar|acabe)\s+(?:de vez\s+)?com\s+(?:(?:a|as|o|os|sua|suas|seu|seus|essa|essas|esse|esses|aquela|aquelas|toda|todas|todo|todos)\s+)?(?:dor|dores|crises?|convulsao|convulsoes|ansiedade|insonia|sintomas?|doencas?|problemas?|estresse|depressao|enxaquecas?|inflamacao|inflamacoes|espasmos?|espasticidade|tremores?|nauseas?|vomitos?|panico|fibromialgia|epilepsia|autismo|cancer|tumor|tumores|artrite|artrose|parkinson|alzheimer|sofrimento|vicios?|dependencia|colicas?|angustia|tristeza|medos?|remedios?|medicamentos?)$q$,
    $q$(?:elimina|eliminam|eliminar|eliminou|elimine|eliminara|eliminando)\s+(?:de vez\s+|completamente\s+|totalmente\s+|por completo\s+)?(?:(?:a|as|o|os|sua|suas|seu|seus|essa|essas|esse|esses|aquela|aquelas|toda|todas|todo|todos)\s+)?(?:dor|dores|crises?|convulsao|convulsoes|ansiedade|insonia|sintomas?|doencas?|problemas?|estresse|depressao|enxaquecas?|inflamacao|inflamacoes|espasmos?|espasticidade|tremores?|nauseas?|vomitos?|panico|fibromialgia|epilepsia|autismo|cancer|tumor|tumores|artrite|artrose|parkinson|alzheimer|sofrimento|vicios?|dependencia|colicas?|angustia|tristeza|medos?|remedios?|medicamentos?)$q$,
    $q$(?:elimina|eliminam|eliminar|eliminou|elimine|eliminara)\s+(?:de vez|completamente|totalmente|por completo|para sempre)$q$,
    $q$(?:voce|vc)\s+(?:vai|ira)\s+(?:se\s+)?sentir$q$,
    $q$(?:(?:voce|vc)\s+)?nunca\s+mais\s+(?:vai\s+)?(?:sentir|ter|sofrer|precisar|sinta|tenha|sofra)$q$,
    $q$(?:vai|ira)\s+(?:transformar|mudar)\s+(?:a\s+)?sua\s+vida|(?:transforma|muda)\s+(?:a\s+)?sua\s+vida$q$
  ],
  true, false, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$promessa-prazo$q$, 120, $q$promessa$q$, $q$Promessa de prazo para resultado$q$,
  $q$Marcar prazo para o efeito ("em 7 dias") promete um resultado que depende de cada paciente e não pode ser assegurado.$q$,
  array[$q$cfm-2336-2023$q$, $q$cdc-1990$q$],
  '{}',
  array[
    $q$em\s+(?:apenas|so|somente|menos\s+de)\s+(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)\s+(?:dias?|semanas?|horas?|minutos?)$q$,
    $q$(?:resultados?|melhora|alivio|diferenca|transformacao|sentir|sente|sentira)\s+(?:{letter}+\s+){0,4}em\s+(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)\s+(?:dias?|horas?|minutos?)$q$,
    $q$em\s+(?:(?:[0-9]+(?:[.,][0-9]+)?|uma|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|meia|meio)|poucos|poucas)\s+(?:dias?|semanas?)\s*,?\s+(?:voce|vc|seu|sua|ja)$q$
  ],
  true, true, false, false, true
);

insert into public.compliance_rules (id, position, category, label, reason, basis, terms, patterns, negatable, allowed_in_study_report, allowed_with_medical_supervision, allowed_as_history, blocking) values (
  $q$fonte-ausente$q$, 130, $q$fonte$q$, $q$Dado sem referência$q$,
  $q$O texto traz percentuais, doses ou afirmações de eficácia e o post não tem referências. Informação de saúde sem fonte pode induzir o leitor a erro: adicione em "Referências" o estudo ou documento de onde vem o dado e insira o marcador na frase.$q$,
  array[$q$cfm-2336-2023$q$, $q$cdc-1990$q$],
  '{}',
  array[
    $q$[0-9]+(?:[.,][0-9]+)?\s*(?:%|por\s+cento)$q$,
    $q$[0-9]+(?:[.,][0-9]+)?(?:\s*(?:a|-|–)\s*[0-9]+(?:[.,][0-9]+)?)?\s*(?:mg|miligramas?|ml|mililitros?|mcg|gotas?)(?:\s*\/\s*kg)?$q$,
    $q$eficaz(?:es)?|eficacia$q$
  ],
  false, false, false, false, false
);

-- The cue lists: a negation among the last few words before a match ("não há cura"), a sceptical
-- sentence before it ("Desconfie de promessas de cura"), a debunking one after it ("… é um mito"), a
-- study report in the sentence, a doctor's supervision after it, and history ("revogada", "até 2026").
insert into public.compliance_cues (list, position, pattern) values
  ($q$negation$q$, 1, $q$nao(?!\s+(?:perca|percam|deixe|deixem|fique|fiquem|espere|esperem|esqueca))$q$),
  ($q$negation$q$, 2, $q$nunca$q$),
  ($q$negation$q$, 3, $q$jamais$q$),
  ($q$negation$q$, 4, $q$ninguem$q$),
  ($q$negation$q$, 5, $q$nenhum$q$),
  ($q$negation$q$, 6, $q$nenhuma$q$),
  ($q$negation$q$, 7, $q$nem$q$),
  ($q$negation$q$, 8, $q$tampouco$q$),
  ($q$negation$q$, 9, $q$nada de$q$),
  ($q$negation$q$, 10, $q$longe de$q$),
  ($q$negation$q$, 11, $q$sem\s+(?:{letter}+\s+)?(?:evidencias?|comprovacao|provas?|garantias?|base|respaldo)$q$),
  ($q$sceptical$q$, 1, $q$desconfi(?:e|em|ar)$q$),
  ($q$sceptical$q$, 2, $q$cuidado\s+com$q$),
  ($q$sceptical$q$, 3, $q$evit(?:e|em|ar)$q$),
  ($q$sceptical$q$, 4, $q$fuj(?:a|am)|fugir$q$),
  ($q$sceptical$q$, 5, $q$mitos?$q$),
  ($q$sceptical$q$, 6, $q$fals[oa]s?$q$),
  ($q$sceptical$q$, 7, $q$engan(?:a|am|osa|osas|oso|osos)$q$),
  ($q$sceptical$q$, 8, $q$supost[oa]s?$q$),
  ($q$sceptical$q$, 9, $q$alegad[oa]s?|alegac(?:ao|oes)$q$),
  ($q$sceptical$q$, 10, $q$nao\s+acredit(?:e|em)$q$),
  ($q$sceptical$q$, 11, $q$nao\s+(?:ha|existem?)\s+(?:{letter}+\s+){0,2}(?:evidencias?|provas?|base|comprovacao|estudos?|dados)$q$),
  ($q$sceptical$q$, 12, $q$nao\s+(?:significa|quer\s+dizer|e\s+verdade)$q$),
  ($q$sceptical$q$, 13, $q$(?:sao|e)\s+(?:proibid[oa]s?|vedad[oa]s?|ilega(?:l|is))$q$),
  ($q$sceptical$q$, 14, $q$proib(?:e|em|ida|idas|ido|idos)|ved(?:a|am|ada|adas|ado|ados)$q$),
  ($q$debunk$q$, 1, $q$(?<!nao\s+(?:e\s+)?(?:um\s+)?)mitos?$q$),
  ($q$debunk$q$, 2, $q$equivocad[oa]s?$q$),
  ($q$debunk$q$, 3, $q$(?<!nao\s+(?:e\s+)?)fals[oa]s?$q$),
  ($q$debunk$q$, 4, $q$engan(?:a|am|osa|osas|oso|osos)$q$),
  ($q$debunk$q$, 5, $q$incorret[oa]s?$q$),
  ($q$debunk$q$, 6, $q$nao\s+(?:e\s+verdade|procede|tem\s+(?:base|comprovacao|respaldo))$q$),
  ($q$debunk$q$, 7, $q$sem\s+(?:base|comprovacao|respaldo)$q$),
  ($q$debunk$q$, 8, $q$(?:e|sao)\s+(?:proibid[oa]s?|vedad[oa]s?|ilega(?:l|is))$q$),
  ($q$study_report$q$, 1, $q$ensaios?$q$),
  ($q$study_report$q$, 2, $q$(?:estudos?|pesquisas?)\s+(?:{letter}+\s+){0,3}(?:usou|usaram|testou|testaram|avaliou|avaliaram|comparou|compararam|administrou|administraram|empregou|empregaram)$q$),
  ($q$study_report$q$, 3, $q$participantes$q$),
  ($q$study_report$q$, 4, $q$voluntarios$q$),
  ($q$study_report$q$, 5, $q$placebo$q$),
  ($q$study_report$q$, 6, $q$randomizad[oa]s?$q$),
  ($q$study_report$q$, 7, $q$grupos?$q$),
  ($q$study_report$q$, 8, $q$pesquisadores$q$),
  ($q$study_report$q$, 9, $q$revis(?:ao|oes)\s+sistematicas?$q$),
  ($q$study_report$q$, 10, $q$meta-?analises?$q$),
  ($q$medical_supervision$q$, 1, $q$(?:com|sob)\s+(?:a\s+)?(?:orientacao|supervisao|acompanhamento|prescricao|avaliacao)\s+(?:do\s+)?medic[oa]$q$),
  ($q$medical_supervision$q$, 2, $q$com\s+(?:o|a|seu|sua)\s+(?:proprio\s+)?medic[oa]$q$),
  ($q$medical_supervision$q$, 3, $q$conforme\s+(?:a\s+)?(?:prescricao|orientacao)$q$),
  ($q$medical_supervision$q$, 4, $q$(?:se|quando|como)\s+(?:o|a|seu|sua)\s+medic[oa]\s+(?:indicar|orientar|prescrever|mandar)$q$),
  ($q$history$q$, 1, $q$revogad[oa]s?|revog(?:ou|a|am)$q$),
  ($q$history$q$, 2, $q$substituid[oa]s?|substitu(?:iu|i|em)$q$),
  ($q$history$q$, 3, $q$(?:norma|resolucao|regra|marco)\s+anterior$q$),
  ($q$history$q$, 4, $q$antig[oa]s?$q$),
  ($q$history$q$, 5, $q$deixou\s+de\s+valer|nao\s+(?:esta|vale)\s+mais$q$),
  ($q$history$q$, 6, $q$vigorou|valia|vigente\s+ate|ate\s+20[0-9][0-9]$q$),
  ($q$history$q$, 7, $q$permitia|exigia|exigiam|previa|proibia|vedava|regulava|estabelecia|tratava|regia$q$);


-- ---------------------------------------------------------------------------------------------
-- Compiling: terms and patterns into the regular expressions both engines run.
-- ---------------------------------------------------------------------------------------------

-- Folding, one character for one character: see compliance_settings.fold_from.
create or replace function public.compliance_fold(p_text text)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select translate(normalize(coalesce(p_text, ''), nfc), s.fold_from, s.fold_to) from public.compliance_settings s
$$;

-- A term as a pattern: "Charlotte's Web" → charlotte'?s[\s-]+web; "Prati-Donaduzzi" → prati[\s-]?donaduzzi.
create or replace function public.compliance_term_source(p_term text)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
           replace(
             replace(
               regexp_replace(btrim(public.compliance_fold(p_term), ' '), '([].*+?^${}()|\\/[])', '\\\1', 'g'),
               '-', '[\s-]?'),
             '''', '''?'),
           ' +', '[\s-]+', 'g')
$$;

-- {letter} and {word} in a pattern or cue, replaced by the classes of compliance_settings.
create or replace function public.compliance_expand(p_source text)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select replace(replace(p_source, '{letter}', s.letter_class), '{word}', s.word_class) from public.compliance_settings s
$$;

-- A rule's alternatives: its terms as one alternative (longest first, so "frete grátis" wins over
-- "frete"), then each pattern.
create or replace function public.compliance_alternatives(p_terms text[], p_patterns text[])
returns text[]
language sql
stable
parallel safe
set search_path = ''
as $$
  select array_remove(array[(
           select '(?:' || string_agg(public.compliance_term_source(t.term), '|' order by char_length(t.term) desc, t.n) || ')'
             from unnest(p_terms) with ordinality t(term, n))], null)
         || array(select public.compliance_expand(p.source) from unnest(p_patterns) with ordinality p(source, n) order by p.n)
$$;

-- Matched whole: no letter or digit right before or after.
create or replace function public.compliance_whole(p_alternatives text[])
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select '(?<!' || s.word_class || ')(?:' || array_to_string(p_alternatives, '|') || ')(?!' || s.word_class || ')'
    from public.compliance_settings s
$$;

-- Every rule as the engines run it: the table's rules and, for each revoked norm that texts cite, a rule
-- of its own from the day after its last day ("Cita norma revogada: RDC 327/2019 → RDC 1.015/2026"),
-- which tags and reference lists do not get (they name a topic or a source; they do not say the norm is
-- in force). Compiled once: a materialized view, refreshed by the tables' own triggers when a migration
-- changes them (compiling every term on every check cost a post 1.4 s on PostgreSQL 15).
create materialized view public.compliance_rule_set as
  select r.*, public.compliance_whole(r.alternatives) as pattern,
         array(select public.compliance_whole(array[a.source]) from unnest(r.alternatives) with ordinality a(source, n) order by a.n)
           as alternative_patterns
    from (
      select r.id, r.position, r.category, r.label, r.reason, r.basis, r.in_force_from, r.in_force_until,
             r.negatable, r.allowed_in_study_report, r.allowed_with_medical_supervision, r.allowed_as_history, r.blocking,
             '{}'::text[] as not_in_fields,
             public.compliance_alternatives(r.terms, r.patterns) as alternatives
        from public.compliance_rules r
      union all
      select 'norma-revogada-' || n.id, 100000 + (row_number() over (order by n.id))::integer, 'norma',
             'Cita norma revogada: ' || n.name || ' → ' || m.name,
             'A ' || n.name || ' foi revogada e substituída pela ' || m.name
               || '. Atualize o texto para a norma em vigor ou deixe claro que se trata do histórico.',
             array[m.id], n.in_force_until + 1, null::date,
             false, false, false, true, true,
             array['tags', 'references'],
             public.compliance_alternatives('{}', array[n.cited_as])
        from public.compliance_norms n
        join public.compliance_norms m on m.id = n.replaced_by
       where n.cited_as is not null
    ) r;
create unique index compliance_rule_set_id on public.compliance_rule_set (id);
comment on materialized view public.compliance_rule_set is
  'The rules the compliance check runs, compiled (one rule per revoked norm included); refreshed when the pack changes.';
revoke all on public.compliance_rule_set from anon, authenticated, service_role;
grant select on public.compliance_rule_set to anon, authenticated, service_role;

create or replace function public.compliance_refresh_rule_set()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  refresh materialized view public.compliance_rule_set;
  return null;
end;
$$;
revoke execute on function public.compliance_refresh_rule_set() from public, anon, authenticated, service_role;
create trigger compliance_rules_refresh after insert or update or delete or truncate on public.compliance_rules
  for each statement execute function public.compliance_refresh_rule_set();
create trigger compliance_norms_refresh after insert or update or delete or truncate on public.compliance_norms
  for each statement execute function public.compliance_refresh_rule_set();
create trigger compliance_settings_refresh after insert or update or delete or truncate on public.compliance_settings
  for each statement execute function public.compliance_refresh_rule_set();

-- The citations of the norms among p_basis in force on the day, in order, joined for display.
create or replace function public.compliance_basis_citation(p_basis text[], p_day date)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(n.citation, '; ' order by b.n), '')
    from unnest(p_basis) with ordinality b(id, n)
    join public.compliance_norms n on n.id = b.id
   where (n.in_force_from is null or n.in_force_from <= p_day) and (n.in_force_until is null or p_day <= n.in_force_until)
$$;

-- The cue lists, each as one pattern matched whole.
create or replace function public.compliance_cue_sources()
returns jsonb
language sql
stable
parallel safe
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(c.list, c.source), '{}')
    from (select list, public.compliance_whole(array_agg(public.compliance_expand(pattern) order by position)) as source
            from public.compliance_cues group by list) c
$$;

-- Everything the TypeScript engine needs, in one call (the app caches it; src/lib/compliance/pack.ts).
create or replace function public.compliance_pack()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'foldFrom', s.fold_from,
    'foldTo', s.fold_to,
    'letterClass', s.letter_class,
    'wordClass', s.word_class,
    'negationWindowWords', s.negation_window_words,
    'contextChars', s.context_chars,
    'cues', public.compliance_cue_sources(),
    'norms', (select coalesce(jsonb_agg(jsonb_build_object(
                'id', n.id, 'name', n.name, 'citation', n.citation, 'inForceFrom', n.in_force_from,
                'inForceUntil', n.in_force_until, 'replacedBy', n.replaced_by, 'sourceUrl', n.source_url,
                'sourceKind', n.source_kind, 'citedAs', n.cited_as, 'mentionedAs', n.mentioned_as) order by n.id), '[]')
                from public.compliance_norms n),
    'rules', (select coalesce(jsonb_agg(jsonb_build_object(
                'id', r.id, 'category', r.category, 'label', r.label, 'reason', r.reason, 'basis', to_jsonb(r.basis),
                'inForceFrom', r.in_force_from, 'inForceUntil', r.in_force_until, 'negatable', r.negatable,
                'allowedInStudyReport', r.allowed_in_study_report,
                'allowedWithMedicalSupervision', r.allowed_with_medical_supervision,
                'allowedAsHistory', r.allowed_as_history, 'blocking', r.blocking,
                'notInFields', to_jsonb(r.not_in_fields), 'pattern', r.pattern,
                'alternatives', to_jsonb(r.alternative_patterns)) order by r.position), '[]')
                from public.compliance_rule_set r))
  from public.compliance_settings s
$$;
revoke execute on function public.compliance_pack() from public;
grant execute on function public.compliance_pack() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- HTML to the plain text the check reads (the same steps as htmlToPlainText in
-- src/lib/compliance/check-compliance.ts).
-- ---------------------------------------------------------------------------------------------

-- One pass over &name; &#n; &#xh; (so "&amp;lt;" stays "&lt;"); unknown names, code points out of range
-- and surrogates stay as written.
create or replace function public.compliance_decode_entities(p_text text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  c_entity constant text := '&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);';
  c_named constant jsonb := '{"amp":"&","lt":"<","gt":">","quot":"\"","apos":"''","nbsp":"\u00a0","ndash":"–","mdash":"—",
    "hellip":"…","lsquo":"‘","rsquo":"’","ldquo":"“","rdquo":"”","laquo":"«","raquo":"»","middot":"·","bull":"•","deg":"°",
    "ordm":"º","ordf":"ª","copy":"©","reg":"®","trade":"™","euro":"€","micro":"µ","aacute":"á","Aacute":"Á","agrave":"à",
    "Agrave":"À","acirc":"â","Acirc":"Â","atilde":"ã","Atilde":"Ã","eacute":"é","Eacute":"É","ecirc":"ê","Ecirc":"Ê",
    "iacute":"í","Iacute":"Í","oacute":"ó","Oacute":"Ó","ocirc":"ô","Ocirc":"Ô","otilde":"õ","Otilde":"Õ","uacute":"ú",
    "Uacute":"Ú","uuml":"ü","Uuml":"Ü","ccedil":"ç","Ccedil":"Ç"}';
  v_pieces text[];
  v_out text;
  v_body text;
  v_digits text;
  v_code integer;
  i integer := 1;
begin
  if p_text is null or strpos(p_text, '&') = 0 then
    return p_text;
  end if;
  v_pieces := regexp_split_to_array(p_text, c_entity);
  v_out := v_pieces[1];
  for v_body in select m[1] from regexp_matches(p_text, c_entity, 'g') with ordinality x(m, n) order by x.n loop
    i := i + 1;
    v_code := null;
    if left(v_body, 1) = '#' then
      if substr(v_body, 2, 1) in ('x', 'X') then
        v_digits := ltrim(substr(v_body, 3), '0');
        if char_length(v_digits) <= 6 then
          v_code := ('x' || lpad(v_digits, 8, '0'))::bit(32)::integer;
        end if;
      else
        v_digits := ltrim(substr(v_body, 2), '0');
        if char_length(v_digits) <= 7 then
          v_code := coalesce(nullif(v_digits, ''), '0')::integer;
        end if;
      end if;
      v_out := v_out || case when v_code between 1 and 1114111 and v_code not between 55296 and 57343
                             then chr(v_code) else '&' || v_body || ';' end;
    else
      v_out := v_out || coalesce(c_named ->> v_body, '&' || v_body || ';');
    end if;
    v_out := v_out || v_pieces[i];
  end loop;
  return v_out;
end;
$$;

-- JavaScript's \s, spelled out (PostgreSQL's \s depends on the locale).
create or replace function public.compliance_space_class()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;

create or replace function public.compliance_plain_text(p_html text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  c_space constant text := public.compliance_space_class();
  v text := coalesce(p_html, '');
begin
  if v = '' then
    return '';
  end if;
  -- Each pattern starts with a lazy quantifier or cannot run past a '>', so the whole-pattern
  -- greediness of PostgreSQL's engine matches what JavaScript does.
  v := regexp_replace(v, '<!--.*?-->', '', 'g');
  v := regexp_replace(v, '<script(?![a-z0-9_])[^>]*?>.*?</script' || c_space || '*>', '', 'gi');
  v := regexp_replace(v, '<style(?![a-z0-9_])[^>]*?>.*?</style' || c_space || '*>', '', 'gi');
  v := regexp_replace(v, '<template(?![a-z0-9_])[^>]*?>.*?</template' || c_space || '*>', '', 'gi');
  v := regexp_replace(v, c_space || '+', ' ', 'g');
  v := regexp_replace(v,
    '</?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)(?![a-z0-9_])[^>]*>',
    E'\n', 'gi');
  v := regexp_replace(v, '<[^>]*>', '', 'g');
  v := replace(public.compliance_decode_entities(v), chr(160), ' ');
  return coalesce((
    select string_agg(l.line, E'\n' order by l.n)
      from (select regexp_replace(regexp_replace(regexp_replace(t.line, '[ \t]+', ' ', 'g'), '^' || c_space || '+', ''),
                                  c_space || '+$', '') as line, t.n
              from regexp_split_to_table(v, E'\n') with ordinality t(line, n)) l
     where l.line <> ''), '');
end;
$$;

-- The alt text of the body's images, one per line.
create or replace function public.compliance_image_alts(p_html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(public.compliance_decode_entities(m.a[1]), E'\n' order by m.n), '')
    from regexp_matches(coalesce(p_html, ''),
           '<img(?:' || public.compliance_space_class() || '[^>]*)?' || public.compliance_space_class() || 'alt="([^"]*)"', 'gi')
         with ordinality m(a, n)
$$;

-- ---------------------------------------------------------------------------------------------
-- The check.
-- ---------------------------------------------------------------------------------------------

-- The line around [p_start, p_end) (code points), cut to about p_chars on each side at a space, with
-- "…" where it was cut (contextAround in check-compliance.ts).
create or replace function public.compliance_context(p_text text, p_start integer, p_end integer, p_chars integer)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  c_space constant text := public.compliance_space_class();
  v_len integer := char_length(p_text);
  v_pos integer;
  v_line_start integer;
  v_line_end integer;
  v_from integer;
  v_to integer;
begin
  v_pos := strpos(reverse(left(p_text, p_start)), E'\n');
  v_line_start := case when v_pos = 0 then 0 else p_start - v_pos + 1 end;
  v_pos := strpos(substr(p_text, p_end + 1), E'\n');
  v_line_end := case when v_pos = 0 then v_len else p_end + v_pos - 1 end;

  v_from := greatest(v_line_start, p_start - p_chars);
  if v_from > v_line_start then
    v_pos := strpos(substr(p_text, v_from + 1), ' ');
    if v_pos > 0 and v_from + v_pos - 1 < p_start then
      v_from := v_from + v_pos;
    end if;
  end if;
  v_to := least(v_line_end, p_end + p_chars);
  if v_to < v_line_end then
    v_pos := strpos(reverse(left(p_text, v_to + 1)), ' ');
    if v_pos > 0 and v_to + 1 - v_pos > p_end then
      v_to := v_to + 1 - v_pos;
    end if;
  end if;

  return case when v_from > v_line_start then '…' else '' end
    || ltrim(regexp_replace(substr(p_text, v_from + 1, p_start - v_from), c_space || '+', ' ', 'g'), ' ')
    || substr(p_text, p_start + 1, p_end - p_start)
    || rtrim(regexp_replace(substr(p_text, p_end + 1, v_to - p_end), c_space || '+', ' ', 'g'), ' ')
    || case when v_to < v_line_end then '…' else '' end;
end;
$$;

-- The findings of the blocking rules in force on p_day (Brasília; today by default) in a plain text,
-- sorted by position. Offsets are in code points of the text in NFC, end exclusive; p_field leaves out
-- rules that do not apply to that field. The same algorithm as checkCompliance() in
-- src/lib/compliance/check-compliance.ts.
create or replace function public.compliance_check_text(p_text text, p_day date default null, p_field text default null)
returns table (
  rule_id text,
  category text,
  label text,
  norm text,
  match text,
  match_start integer,
  match_end integer,
  context text
)
language plpgsql
stable
parallel safe
rows 4
set search_path = ''
as $$
declare
  v_day date := coalesce(p_day, (now() at time zone 'America/Sao_Paulo')::date);
  v_settings public.compliance_settings;
  v_text text := normalize(coalesce(p_text, ''), nfc);
  v_folded text;
  v_length integer;
  v_cues jsonb;
  v_ends integer[];
  v_rule record;
  v_pattern text;
  v_from integer;
  v_pos integer;
  v_match text;
  v_start integer;
  v_end integer;
  v_sentence_from integer;
  v_sentence_to integer;
  v_before text;
  v_after text;
  v_sentence text;
  v_last_words text;
  v_cancelled boolean;
  v_found jsonb[] := '{}';
begin
  select * into v_settings from public.compliance_settings;
  v_folded := translate(v_text, v_settings.fold_from, v_settings.fold_to);
  if btrim(v_folded, E' \n') = '' then
    return;
  end if;
  v_length := char_length(v_folded);

  for v_rule in
    select r.*, public.compliance_basis_citation(r.basis, v_day) as citation
      from public.compliance_rule_set r
     where r.blocking
       and (r.in_force_from is null or r.in_force_from <= v_day)
       and (r.in_force_until is null or v_day <= r.in_force_until)
       and (p_field is null or not p_field = any (r.not_in_fields))
     order by r.position
  loop
    continue when v_rule.citation = '';
    v_pattern := v_rule.pattern;
    v_from := 1;
    loop
      v_pos := regexp_instr(v_folded, v_pattern, v_from);
      exit when v_pos = 0;
      v_match := regexp_substr(v_folded, v_pattern, v_from);
      if v_match = '' then
        v_from := v_pos + 1;
        continue;
      end if;
      v_start := v_pos - 1;
      v_end := v_start + char_length(v_match);
      v_from := v_end + 1;

      v_cancelled := false;
      if v_rule.negatable or v_rule.allowed_in_study_report or v_rule.allowed_with_medical_supervision
         or v_rule.allowed_as_history then
        if v_ends is null then
          -- A sentence ends at . ! ? ; or a line break, but not at the dot of "2.000" or "12,4".
          select coalesce(array_agg(c.n - 1 order by c.n), '{}') into v_ends
            from (select t.ch, t.n, lead(t.ch) over (order by t.n) as next_ch
                    from unnest(string_to_array(v_folded, null)) with ordinality t(ch, n)) c
           where c.ch in ('!', '?', ';', E'\n') or (c.ch = '.' and coalesce(c.next_ch, '') !~ '^[0-9]$');
          v_cues := public.compliance_cue_sources();
        end if;
        -- A dot or "?" inside the match (a URL, "100%.") does not end its sentence.
        select coalesce(max(e) + 1, 0) into v_sentence_from from unnest(v_ends) e where e < v_start;
        select coalesce(min(e), v_length) into v_sentence_to from unnest(v_ends) e where e >= v_end;
        v_before := substr(v_folded, v_sentence_from + 1, v_start - v_sentence_from);
        v_after := substr(v_folded, v_end + 1, v_sentence_to - v_end);
        v_sentence := substr(v_folded, v_sentence_from + 1, v_sentence_to - v_sentence_from);
        if v_rule.negatable then
          select coalesce(string_agg(w.word, ' ' order by w.n), '') into v_last_words
            from (select m.a[1] as word, m.n
                    from regexp_matches(v_before, '(' || v_settings.word_class || '+)', 'g') with ordinality m(a, n)
                   order by m.n desc
                   limit v_settings.negation_window_words) w;
          v_cancelled := v_last_words ~ (v_cues ->> 'negation')
            or v_before ~ (v_cues ->> 'sceptical')
            or v_after ~ (v_cues ->> 'debunk');
        end if;
        v_cancelled := v_cancelled
          or (v_rule.allowed_in_study_report and v_sentence ~ (v_cues ->> 'study_report'))
          or (v_rule.allowed_with_medical_supervision and v_after ~ (v_cues ->> 'medical_supervision'))
          or (v_rule.allowed_as_history and v_sentence ~ (v_cues ->> 'history'));
      end if;
      continue when v_cancelled;

      v_found := v_found || jsonb_build_object(
        'rule_id', v_rule.id, 'category', v_rule.category, 'label', v_rule.label, 'norm', v_rule.citation,
        'match', substr(v_text, v_start + 1, v_end - v_start), 'start', v_start, 'end', v_end,
        'context', public.compliance_context(v_text, v_start, v_end, v_settings.context_chars),
        'order', cardinality(v_found));
    end loop;
  end loop;

  return query
    select f ->> 'rule_id', f ->> 'category', f ->> 'label', f ->> 'norm', f ->> 'match',
           (f ->> 'start')::integer, (f ->> 'end')::integer, f ->> 'context'
      from unnest(v_found) f
     order by (f ->> 'start')::integer, (f ->> 'end')::integer desc, (f ->> 'order')::integer;
end;
$$;

-- What a reader sees of a post, field by field, and the findings in each (in this order). An excerpt
-- finding that repeats one of the body (same rule, same passage: an excerpt made from the body) is left
-- out, so each passage is shown once.
create or replace function public.compliance_findings_for_post(
  p_title text,
  p_excerpt text,
  p_content text,
  p_seo_description text,
  p_tags text[],
  p_reference_list jsonb,
  p_day date default null
)
returns jsonb
language sql
stable
parallel safe
-- A few findings per field, at most: without the estimate the planner expected thousands and JIT-compiled
-- the query, which cost PostgreSQL 15 a second per post.
set jit = off
set search_path = ''
as $$
  with fields(field, body, n) as (
    values ('title', p_title, 1),
           ('excerpt', p_excerpt, 2),
           ('content', public.compliance_plain_text(p_content), 3),
           ('image_alt', public.compliance_image_alts(p_content), 4),
           ('seo_description', p_seo_description, 5),
           ('tags', array_to_string(p_tags, E'\n'), 6),
           ('references', (select string_agg(r.item ->> 'title', E'\n' order by r.n)
                             from jsonb_array_elements(case when jsonb_typeof(p_reference_list) = 'array' then p_reference_list else '[]' end)
                                  with ordinality r(item, n)
                            where jsonb_typeof(r.item -> 'title') = 'string'), 7)
  ),
  found as (
    select f.field, f.n, c.*
      from fields f, public.compliance_check_text(f.body, p_day, f.field) with ordinality c(rule_id, category, label, norm, match,
                                                                                              match_start, match_end, context, k)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'field', x.field, 'ruleId', x.rule_id, 'category', x.category, 'label', x.label, 'norm', x.norm,
           'match', x.match, 'start', x.match_start, 'end', x.match_end, 'context', x.context) order by x.n, x.k), '[]')
    from found x
   where not (x.field = 'excerpt'
              and exists (select 1 from found y where y.field = 'content' and y.rule_id = x.rule_id and y.match = x.match))
$$;

-- Staff saves run them (the trigger runs as the caller); visitors have no use for them.
revoke execute on function public.compliance_check_text(text, date, text) from public, anon;
revoke execute on function public.compliance_findings_for_post(text, text, text, text, text[], jsonb, date) from public, anon;
revoke execute on function public.compliance_plain_text(text) from public, anon;
revoke execute on function public.compliance_image_alts(text) from public, anon;
revoke execute on function public.compliance_context(text, integer, integer, integer) from public, anon;
revoke execute on function public.compliance_decode_entities(text) from public, anon;
grant execute on function public.compliance_check_text(text, date, text) to authenticated, service_role;
grant execute on function public.compliance_findings_for_post(text, text, text, text, text[], jsonb, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The gate: the database's findings, never the client's.
-- ---------------------------------------------------------------------------------------------

comment on column public.posts.compliance_findings is
  'The compliance findings of the post''s text, computed by the database (compliance_findings_for_post) when a staff save changes the text or the status; null: never checked.';
comment on column public.posts.compliance_text_hash is
  'Retired (issue 45): ignored, and cleared by every staff save; kept so clients built before the database computed the findings can still save.';

-- SECURITY INVOKER: current_user is the API role of the caller; the database owner and the service role
-- (server-side tools, migrations, bulk loads, SECURITY DEFINER counters) are trusted and write what they
-- write. Named to run after the other BEFORE triggers (alphabetical), so published_at and version are
-- final here. With findings, an editor or admin publishes only with a justification (it goes to
-- post_compliance_overrides and the audit log, never stays on the post); an author is refused. The
-- refusal carries the findings in DETAIL, for the screen to list them.
create or replace function public.posts_verify_publishing()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_role text := public.current_user_role();
  v_public_before boolean := tg_op = 'UPDATE' and old.status in ('published', 'scheduled');
  v_public_after boolean := new.status in ('published', 'scheduled');
  v_text_changed boolean := tg_op = 'INSERT'
    or (new.title, new.excerpt, new.content, new.seo_description, new.tags, new.reference_list)
       is distinct from (old.title, old.excerpt, old.content, old.seo_description, old.tags, old.reference_list);
  v_justification text := nullif(btrim(coalesce(new.compliance_justification, '')), '');
  v_gate boolean;
  v_overrides jsonb;
begin
  new.compliance_justification := null;

  if new.status = 'review' and (tg_op = 'INSERT' or old.status is distinct from 'review') then
    new.submitted_at := now();
  end if;

  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  new.compliance_text_hash := null;
  if v_text_changed or new.status is distinct from old.status then
    new.compliance_findings := public.compliance_findings_for_post(
      new.title, new.excerpt, new.content, new.seo_description, new.tags, new.reference_list);
  else
    new.compliance_findings := old.compliance_findings;
  end if;

  if (tg_op = 'INSERT' and new.featured) or (tg_op = 'UPDATE' and new.featured is distinct from old.featured) then
    if v_role is distinct from 'editor' and v_role is distinct from 'admin' then
      raise exception 'Apenas editores e administradores escolhem os destaques da página inicial.'
        using errcode = '42501', hint = 'featured_forbidden';
    end if;
  end if;

  if v_role = 'author' and v_public_before and not public.authors_publish_without_review() then
    raise exception 'Este post está publicado ou agendado: só editores e administradores podem alterá-lo.'
      using errcode = '42501', hint = 'publish_forbidden';
  end if;
  if v_role = 'author' and v_public_after and not public.authors_publish_without_review() then
    raise exception 'Autores enviam o post para revisão; um editor ou administrador publica.'
      using errcode = '42501', hint = 'publish_forbidden';
  end if;

  -- Text a reader will see, with findings: only an editor or admin, and only with a justification.
  v_gate := v_public_after and (not v_public_before or v_text_changed) and jsonb_array_length(new.compliance_findings) > 0;
  if v_gate and v_role is distinct from 'editor' and v_role is distinct from 'admin' then
    raise exception 'O texto tem pontos de conformidade a revisar. Envie para revisão: um editor ou administrador decide se pode ser publicado.'
      using errcode = '42501', hint = 'compliance_review_required', detail = new.compliance_findings::text;
  end if;
  if v_gate and char_length(coalesce(v_justification, '')) < 10 then
    raise exception 'Escreva a justificativa (ao menos 10 caracteres) para publicar com pontos de conformidade.'
      using errcode = '22023', hint = 'compliance_justification_required', detail = new.compliance_findings::text;
  end if;
  if v_gate then
    -- Read by posts_record_compliance_override() once the row is written.
    v_overrides := coalesce(nullif(current_setting('app.compliance_overrides', true), ''), '{}')::jsonb;
    perform set_config('app.compliance_overrides',
      (v_overrides || jsonb_build_object(new.id::text, v_justification))::text, true);
  end if;

  return new;
end;
$$;

-- The dashboard's review queue: posts Em Revisão, oldest first, with the database's findings
-- (checked = the database has checked the current text, which every staff save does).
create or replace function public.review_queue(p_limit integer default 20)
returns table (
  id uuid,
  title text,
  author_name text,
  submitted_at timestamptz,
  findings_count integer,
  compliance_checked boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.title, a.full_name, coalesce(p.submitted_at, p.updated_at),
         coalesce(jsonb_array_length(p.compliance_findings), 0),
         p.compliance_findings is not null
    from public.posts p
    left join public.profiles a on a.id = p.author_id
   where p.status = 'review'
     and (select public.is_staff())
   order by coalesce(p.submitted_at, p.updated_at), p.id
   limit greatest(1, least(coalesce(p_limit, 20), 100))
$$;

-- Existing installations: the posts in the review queue get the database's findings at once (as the
-- owner, this update fires no check of its own). Other rows keep what a client last sent until their
-- next save recomputes it; nothing reads those values (the overrides keep their own copy), and leaving
-- them spares a large archive a full-table rewrite during `supabase db push`.
update public.posts
   set compliance_findings = public.compliance_findings_for_post(title, excerpt, content, seo_description, tags, reference_list),
       compliance_text_hash = null
 where status = 'review';
