-- Issue 31: the users page shows each staff member's e-mail. E-mails live in auth.users, which the
-- API does not expose; this function hands them to admins only. Anyone else gets 42501.
create or replace function public.staff_emails()
returns table (id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role('admin') then
    raise exception 'Apenas administradores podem ver os e-mails da equipe.' using errcode = '42501';
  end if;
  return query
    select p.id, u.email::text
      from public.profiles p
      join auth.users u on u.id = p.id
     order by p.created_at desc;
end;
$$;

revoke execute on function public.staff_emails() from public, anon;
grant execute on function public.staff_emails() to authenticated, service_role;
