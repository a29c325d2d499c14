-- Issue 31: the header menu never lists the same address twice, and the seeded "Contato → /contato"
-- (a page the site does not have) leaves existing installations.

-- Two addresses are the same link when they differ only in case, surrounding spaces or trailing
-- slashes: "/Blog/", "/blog" and " /blog" all lead to /blog; "https://x.org/" is "https://x.org".
create or replace function public.menu_href_key(href text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(lower(regexp_replace(btrim(href), '/+$', '')), ''), '/')
$$;

-- A new item, or an item whose address changes, may not take an address another item has. Not a
-- unique index: an installation may already hold duplicates, which stay until someone edits them;
-- every new one is refused. The menu's order lock serialises concurrent saves, so two editors cannot
-- both add the same address at once.
create or replace function public.menu_items_refuse_duplicate_href()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and public.menu_href_key(new.href) = public.menu_href_key(old.href) then
    return new;
  end if;
  perform public.lock_menu_order();
  if exists (
    select 1 from public.menu_items m
     where m.id <> new.id and public.menu_href_key(m.href) = public.menu_href_key(new.href)
  ) then
    raise exception 'Já existe um item no menu com este endereço.' using errcode = '23505', hint = 'menu_href_taken';
  end if;
  return new;
end;
$$;
revoke execute on function public.menu_items_refuse_duplicate_href() from public, anon, authenticated;

create trigger menu_items_refuse_duplicate_href
  before insert or update of href on public.menu_items
  for each row execute function public.menu_items_refuse_duplicate_href();

-- The seed no longer has "Contato": remove it where it is still exactly as seeded (inactive, never edited).
delete from public.menu_items
 where id = '0e1d1a00-0000-4000-8000-000000000206'
   and label = 'Contato' and href = '/contato' and not is_active;
