-- Back-office functions: user deletion and dashboard counters.

-- Deletes a user (auth row; profile cascades, their posts keep existing without author).
-- Admins only, never themselves. Answers {success, error, message} as the users screen expects.
create or replace function public.delete_user_admin(target_user_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
begin
  if v_caller is null or not public.has_role('admin') then
    return jsonb_build_object('success', false, 'error', 'forbidden',
      'message', 'Apenas administradores podem excluir usuários.');
  end if;

  if target_user_id is null then
    return jsonb_build_object('success', false, 'error', 'invalid_user',
      'message', 'Usuário inválido.');
  end if;

  if target_user_id = v_caller then
    return jsonb_build_object('success', false, 'error', 'cannot_delete_self',
      'message', 'Você não pode excluir o seu próprio usuário.');
  end if;

  delete from auth.users u where u.id = target_user_id;
  if not found then
    -- A profile without auth user cannot normally exist; remove it if it does.
    delete from public.profiles p where p.id = target_user_id;
    if not found then
      return jsonb_build_object('success', false, 'error', 'not_found',
        'message', 'Usuário não encontrado.');
    end if;
  end if;

  return jsonb_build_object('success', true, 'error', null,
    'message', 'Usuário excluído com sucesso.');
end;
$$;

revoke execute on function public.delete_user_admin(uuid) from public, anon;
grant execute on function public.delete_user_admin(uuid) to authenticated, service_role;

-- Dashboard counters for staff: every post (any status), category and comment, and all views.
create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso negado.' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'totalPosts', (select count(*) from public.posts),
    'totalCategories', (select count(*) from public.categories),
    'totalComments', (select count(*) from public.comments),
    'totalViews', (select coalesce(sum(p.views), 0) from public.posts p)
  );
end;
$$;

revoke execute on function public.dashboard_stats() from public, anon;
grant execute on function public.dashboard_stats() to authenticated, service_role;
