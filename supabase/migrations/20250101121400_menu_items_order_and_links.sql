-- The header menu editor: safe links, positions that stay 1..n without duplicates, and an atomic
-- reorder that two editors can run at the same time.

-- Links are site paths ("/blog", not "//host") or absolute http(s) URLs; never javascript:, data:…
alter table public.menu_items
  add constraint menu_items_href_is_safe
  check (href !~ '\s' and (href ~ '^/($|[^/\\])' or href ~* '^https?://[^/\s]+'));

-- No two items share a position. Deferred to the end of the transaction, so a reorder may pass
-- through intermediate states.
alter table public.menu_items
  add constraint menu_items_position_key unique (position) deferrable initially deferred;

-- Every change of order takes this lock first, so concurrent ones run one after the other.
create or replace function public.lock_menu_order()
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtext('public.menu_items:order'))
$$;
revoke execute on function public.lock_menu_order() from public, anon, authenticated;

-- A new item without a position goes last (docs/product-guide.md#back-office: "Creating appends").
create or replace function public.menu_items_append()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.position is null then
    perform public.lock_menu_order();
    new.position := coalesce((select max(m.position) from public.menu_items m), 0) + 1;
  end if;
  return new;
end;
$$;
revoke execute on function public.menu_items_append() from public, anon, authenticated;

create trigger menu_items_append
  before insert on public.menu_items
  for each row execute function public.menu_items_append();

-- After a delete the remaining items close the gap: positions stay 1..n.
create or replace function public.menu_items_compact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.lock_menu_order();
  update public.menu_items m
     set position = r.rn
    from (select i.id, row_number() over (order by i.position, i.created_at, i.id)::integer as rn
            from public.menu_items i) r
   where m.id = r.id
     and m.position <> r.rn;
  return null;
end;
$$;
revoke execute on function public.menu_items_compact() from public, anon, authenticated;

create trigger menu_items_compact
  after delete on public.menu_items
  for each statement execute function public.menu_items_compact();

-- Reorders the whole menu in one transaction: the given ids first, in that order, then any item the
-- caller did not know about (added meanwhile by someone else) in its current order. Positions become
-- 1..n. Editors and admins only. Concurrent calls are serialised: the last one wins, whole.
create or replace function public.reorder_menu_items(item_ids uuid[])
returns setof public.menu_items
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_role('editor', 'admin') then
    raise exception 'Apenas editores e administradores podem reordenar o menu.' using errcode = '42501';
  end if;

  perform public.lock_menu_order();

  update public.menu_items m
     set position = r.rn
    from (
      select i.id,
             row_number() over (
               order by array_position(coalesce(item_ids, '{}'), i.id) nulls last, i.position, i.created_at, i.id
             )::integer as rn
        from public.menu_items i
    ) r
   where m.id = r.id
     and m.position <> r.rn;

  return query select * from public.menu_items order by position;
end;
$$;

revoke execute on function public.reorder_menu_items(uuid[]) from public, anon;
grant execute on function public.reorder_menu_items(uuid[]) to authenticated, service_role;
