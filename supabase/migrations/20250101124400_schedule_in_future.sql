-- A schedule is set in the future (issue 47: the editorial calendar moves scheduled posts by dragging).
--
-- The editor has refused a past schedule in the browser since the start ("A data de agendamento deve
-- estar no futuro"); nothing in the database did, so any other client (the calendar's drag, a script
-- with a staff token) could schedule a post for yesterday, where it goes public at once without anyone
-- having chosen "Publicar". Now the database refuses it for the API roles.
--
-- What counts as setting a schedule: a post that becomes 'scheduled' (created so, or from another
-- status), or a scheduled post whose published_at changes. What does not: a scheduled post whose time
-- has passed keeps status 'scheduled' and is public (docs/decisions/022-effective-post-status-and-post-table.md);
-- saving it without touching its date (a title, its category) goes on being allowed, and so does
-- publishing it. Existing rows are left as they are. The database owner and the service role (seed,
-- server-side tools) are trusted, as in posts_verify_publishing.
--
-- Named to run before posts_verify_publishing (BEFORE triggers run in name order), so a past date is
-- refused with its own message whoever asks; rights and the compliance gate decide the rest.

create or replace function public.posts_schedule_in_future()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.status = 'scheduled'
     and new.published_at <= now()
     and (tg_op = 'INSERT'
          or old.status is distinct from 'scheduled'
          or new.published_at is distinct from old.published_at) then
    raise exception 'A data de agendamento deve estar no futuro.'
      using errcode = '22023', hint = 'schedule_in_past';
  end if;
  return new;
end;
$$;

create trigger posts_schedule_in_future
  before insert or update of status, published_at on public.posts
  for each row execute function public.posts_schedule_in_future();
