-- Details of the seed posts' covers (public/seed-images/<slug>.webp, bucket 'site'; decision 051): what
-- tools/make-seed-images.ts draws for each, as alt text, and the credit (drawn for this project).
-- Publishing needs them: supabase/migrations/20250101125100_publish_needs_alt_text.sql.
insert into public.media (bucket_id, object_name, width, height, content_type, alt, credit_kind)
select 'site', 'seed-images/' || slug || '.webp', 1200, 675, 'image/webp', alt, 'own'
  from (values
    ('canabidiol-e-epilepsias-refratarias-o-que-mostram-os-estudos',
     'Ilustração de uma rede de neurônios ligados entre si, com um traçado de eletroencefalograma e um pico de atividade abaixo, e uma folha de cannabis ao lado.'),
    ('cannabis-e-dor-cronica-o-que-dizem-as-revisoes-sistematicas',
     'Ilustração de um gráfico de floresta de uma revisão sistemática, com os resultados de vários estudos e o losango do efeito combinado, ao lado de uma folha de cannabis.'),
    ('relatorio-das-academias-nacionais-dos-eua-sobre-cannabis',
     'Ilustração de um relatório com uma folha de cannabis no cabeçalho e um gráfico de barras, uma lupa e o desenho de uma molécula.'),
    ('sistema-endocanabinoide-o-que-e-e-como-funciona',
     'Ilustração de uma membrana celular com receptores, um deles ativado por uma molécula, e outras moléculas flutuando acima; uma folha de cannabis no canto.'),
    ('como-funciona-o-acompanhamento-medico-no-tratamento-com-cannabis',
     'Ilustração de uma lista de verificação, um frasco conta-gotas com rótulo de folha de cannabis pingando gotas e um estetoscópio.'),
    ('efeitos-adversos-e-interacoes-medicamentosas-dos-produtos-de-cannabis',
     'Ilustração de duas cápsulas de remédio e uma folha de cannabis em círculos que se sobrepõem, com um sinal de alerta no meio.'),
    ('cbd-e-thc-diferencas-usos-estudados-e-cuidados',
     'Ilustração de duas fórmulas estruturais lado a lado, uma molécula de CBD e uma de THC, em cartões, com uma folha de cannabis embaixo.'),
    ('cannabis-em-cuidados-paliativos-o-que-se-sabe',
     'Ilustração de duas mãos que seguram uma folha de cannabis dentro de um círculo suave, com uma cruz e um coração ao redor.'),
    ('rdc-327-2019-como-a-anvisa-regula-os-produtos-de-cannabis',
     'Ilustração de um documento oficial com selo, uma lupa, duas cápsulas e um frasco conta-gotas com rótulo de folha de cannabis.'),
    ('importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022',
     'Ilustração de uma caixa de encomenda e um avião em uma rota tracejada até um documento com uma marca de aprovado; uma folha de cannabis ao lado da caixa.'),
    ('cultivo-domestico-para-fins-medicinais-o-que-decidiram-os-tribunais',
     'Ilustração de uma balança da justiça entre duas colunas de tribunal, com um documento em um prato e uma folha de cannabis no outro.'),
    ('onu-reclassifica-a-cannabis-entenda-a-votacao-de-2020',
     'Ilustração de um globo terrestre com uma folha de cannabis, cercado de ramos como no emblema da ONU, ao lado de barras de um resultado de votação.'),
    ('sao-paulo-lei-preve-canabidiol-no-sus-estadual',
     'Ilustração de um hospital com uma cruz vermelha, um marcador de localização no mapa e um frasco conta-gotas com rótulo de folha de cannabis.'),
    ('resolucao-do-cfm-sobre-canabidiol-o-que-aconteceu-em-2022',
     'Ilustração de um martelo de juiz sobre sua base, ao lado de um documento com um carimbo vermelho; uma folha de cannabis ao fundo.'),
    ('cannabis-e-sono-evidencias-ainda-iniciais',
     'Ilustração de um céu noturno com lua crescente e estrelas, um gráfico em degraus das fases do sono e uma folha de cannabis.'),
    ('canabidiol-e-autismo-o-que-os-estudos-ja-permitem-dizer',
     'Ilustração de peças de quebra-cabeça encaixadas, uma delas com uma folha de cannabis, com o ícone de uma pessoa e o desenho de uma molécula ao redor.'),
    ('stj-e-o-cultivo-de-canhamo-para-fins-medicinais-proximos-passos',
     'Ilustração de um calendário com um dia marcado por uma folha de cannabis, um relógio e uma planta de cânhamo em um vaso.')
  ) as covers (slug, alt)
on conflict (bucket_id, object_name) do update
  set alt = excluded.alt, credit_kind = excluded.credit_kind, width = excluded.width, height = excluded.height,
      content_type = excluded.content_type;
