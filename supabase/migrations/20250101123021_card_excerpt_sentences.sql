-- Issue 31: a card's automatic text (posts.card_excerpt, for posts without an excerpt) ran a heading
-- into the next sentence and put a space wherever an inline tag had been: "Por que o sono interessa
-- Estudos … do sono , mas". The rule is now the post editor's (excerptText in
-- src/features/posts/utils/excerpt.ts, docs/decisions/021-public-site-grows.md):
--   * each block (heading, paragraph, list item, quote, line break, …) reads as a sentence: a block
--     followed by another gets a period unless it already ends in . ! ? … : ; (maybe with a closing
--     quote or bracket);
--   * inline tags (strong, em, a, code, …) leave nothing, not even a space;
--   * comments, script and style bodies and reference markers ("[1]") are dropped; &nbsp;, &amp;,
--     &lt;, &gt;, &quot; and &#39; are decoded; spaces are collapsed.
-- Regular expressions: every pattern either starts with a lazy quantifier and has no `|`, or cannot
-- run past a `>` or the end of its tag, so PostgreSQL's whole-pattern greediness cannot make one
-- match swallow two tags.

-- The stored column depends on the function: it goes first and comes back below, computed again
-- for every row by the new rule (adding a stored generated column rewrites the table).
alter table public.posts drop column card_excerpt;

create or replace function public.html_to_plain_text(html text, max_length integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with blocks as (
    select regexp_replace(
             regexp_replace(
               regexp_replace(
                 regexp_replace(
                   regexp_replace(
                     regexp_replace(
                       regexp_replace(coalesce(html, ''), '<!--.*?-->', '', 'g'),
                       '<script[^>]*?>.*?</script>', '', 'gi'),
                     '<style[^>]*?>.*?</style>', '', 'gi'),
                   '<a\s[^>]*?href="#ref-[0-9]{1,3}"[^>]*>\s*\[[0-9]{1,3}\]\s*</a>', '', 'gi'),
                 '\s+', ' ', 'g'),
               '</?(address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)(\s[^>]*)?/?>',
               E'\n', 'gi'),
             '<[^>]*>', '', 'g') as text
  ),
  decoded as (
    select replace(replace(replace(replace(replace(replace(replace(replace(
             text, '&nbsp;', ' '), chr(160), ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''),
             '&amp;', '&') as text
      from blocks
  ),
  lines as (
    select btrim(regexp_replace(l.line, '[ \t]+', ' ', 'g')) as line, l.n
      from decoded, regexp_split_to_table(decoded.text, E'\n') with ordinality as l(line, n)
  ),
  kept as (
    select line, n, max(n) over () as last from lines where line <> ''
  )
  select left(
    coalesce(
      string_agg(
        case when n = last or line ~ '[.!?…:;]["''”’»)\]]*$' then line else line || '.' end,
        ' ' order by n),
      ''),
    max_length)
    from kept
$$;

alter table public.posts
  add column card_excerpt text
  generated always as (coalesce(nullif(btrim(excerpt), ''), public.html_to_plain_text(content, 150))) stored;

comment on column public.posts.card_excerpt is
  'What public cards show: the excerpt, or else the first 150 characters of the content as running text (blocks as sentences).';
