-- Which pages bring chats and calls: taps on the site's WhatsApp and phone links, added up per day (São Paulo),
-- page and kind. Daily totals only: no address, browser or visitor is stored. The site's server writes them
-- with the service key (add_contact_taps); admins read them (contact_taps_report); nobody else reaches them.

create table public.contact_taps (
  day date not null,
  path text not null check (char_length(path) between 1 and 300),
  kind text not null check (kind in ('whatsapp', 'phone')),
  count bigint not null check (count >= 0),
  primary key (day, path, kind)
);

alter table public.contact_taps enable row level security;

revoke all on public.contact_taps from anon, authenticated;
grant select on public.contact_taps to authenticated;
grant select, insert, update on public.contact_taps to service_role;

create policy "contact_taps_select_admins" on public.contact_taps
  for select to authenticated
  using ((select public.is_admin()));

-- Adds to the totals, never sets them: several servers flushing the same day and page add up. Rows with the
-- same day, page and kind in one call are summed first (one upsert may not touch a row twice).
create function public.add_contact_taps(rows jsonb)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.contact_taps (day, path, kind, count)
  select r.day, r.path, r.kind, sum(r.count)
  from jsonb_to_recordset(rows) as r(day date, path text, kind text, count bigint)
  where r.count > 0
  group by r.day, r.path, r.kind
  on conflict (day, path, kind) do update set count = public.contact_taps.count + excluded.count
$$;

revoke execute on function public.add_contact_taps(jsonb) from public, anon, authenticated;
grant execute on function public.add_contact_taps(jsonb) to service_role;

-- The admin's screen in one small answer, whatever the number of rows (a hosted project caps a read at 1000):
-- the last `days` days up to today in São Paulo, per day and per page, and the totals of the days before them.
create function public.contact_taps_report(days integer)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'America/Sao_Paulo')::date;
  first_day date := today - (days - 1);
  earlier date := first_day - days;
begin
  if not public.is_admin() then
    raise exception 'only admins read the contact taps' using errcode = '42501';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'today', today,
    'days', coalesce((
      select jsonb_agg(jsonb_build_object('day', d.day, 'whatsapp', d.whatsapp, 'phone', d.phone) order by d.day)
      from (
        select t.day,
          coalesce(sum(t.count) filter (where t.kind = 'whatsapp'), 0) as whatsapp,
          coalesce(sum(t.count) filter (where t.kind = 'phone'), 0) as phone
        from public.contact_taps t where t.day between first_day and today group by t.day
      ) d
    ), '[]'::jsonb),
    'pages', coalesce((
      select jsonb_agg(jsonb_build_object('path', p.path, 'whatsapp', p.whatsapp, 'phone', p.phone) order by p.whatsapp + p.phone desc, p.path)
      from (
        select t.path,
          coalesce(sum(t.count) filter (where t.kind = 'whatsapp'), 0) as whatsapp,
          coalesce(sum(t.count) filter (where t.kind = 'phone'), 0) as phone
        from public.contact_taps t where t.day between first_day and today group by t.path
      ) p
    ), '[]'::jsonb),
    'previous', (
      select jsonb_build_object(
        'whatsapp', coalesce(sum(t.count) filter (where t.kind = 'whatsapp'), 0),
        'phone', coalesce(sum(t.count) filter (where t.kind = 'phone'), 0)
      )
      from public.contact_taps t where t.day between earlier and first_day - 1
    )
  );
end
$$;

revoke execute on function public.contact_taps_report(integer) from public, anon, authenticated;
grant execute on function public.contact_taps_report(integer) to authenticated;
