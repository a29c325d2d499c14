-- "Minhas tarefas" on the dashboard (issue 47): what is the signed-in person's to do, in one read —
-- their drafts and posts in review (as author, or as the editor responsible), those returned to them
-- with a note, the technical reviews asked of them, and the open notes that mention them. By due date
-- (so the overdue come first), those without one last, newest first. Security invoker: the rows are those
-- the person may read anyway (staff read every post and note; a visitor, nothing).
create or replace function public.my_tasks(p_limit integer default 20)
returns table (
  kind text,
  post_id uuid,
  title text,
  status text,
  due_at timestamptz,
  overdue boolean,
  note_id uuid,
  note_excerpt text,
  happened_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as id where (select public.is_staff())
  ),
  last_change as (
    select distinct on (c.post_id) c.post_id, c.from_status, c.to_status, c.note, c.changed_at
      from public.post_status_changes c
      join public.posts p on p.id = c.post_id
      join me on p.author_id = me.id
     order by c.post_id, c.changed_at desc
  ),
  tasks as (
    select case when lc.note is not null and lc.from_status = 'review' and lc.to_status = 'draft'
                then 'returned' else 'assigned' end as kind,
           p.id as post_id, p.title, p.status, p.due_at, null::uuid as note_id,
           case when lc.from_status = 'review' and lc.to_status = 'draft' then left(lc.note, 200) end as note_excerpt,
           coalesce(lc.changed_at, p.updated_at) as happened_at
      from public.posts p
      join me on p.author_id = me.id or p.editor_id = me.id
      left join last_change lc on lc.post_id = p.id
     where p.status in ('draft', 'review')
    union all
    select 'review_requested', p.id, p.title, p.status, p.due_at, null, null, p.updated_at
      from public.posts p
      join me on p.technical_reviewer_id = me.id
     where p.review_id is null or p.review_pending
    union all
    select 'mention', p.id, p.title, p.status, p.due_at, n.id, left(n.body, 200), n.created_at
      from public.post_notes n
      join me on me.id = any (n.mentions)
      join public.posts p on p.id = n.post_id
     where n.resolved_at is null
  )
  select t.kind, t.post_id, t.title, t.status, t.due_at, t.due_at < now(), t.note_id, t.note_excerpt, t.happened_at
    from tasks t
   order by t.due_at asc nulls last, t.happened_at desc, t.post_id
   limit greatest(1, least(coalesce(p_limit, 20), 100))
$$;
comment on function public.my_tasks(integer) is 'The dashboard''s "Minhas tarefas": the caller''s posts, returns, review requests and mentions, overdue first.';
revoke execute on function public.my_tasks(integer) from public, anon;
grant execute on function public.my_tasks(integer) to authenticated;
