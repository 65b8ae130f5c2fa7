-- A post's life: it is visible from its publication moment (which may be in the future: scheduled), and a
-- deleted post waits in the trash (deleted_at set) before it is removed for good.

alter table public.posts add column published_at timestamptz;
alter table public.posts add column deleted_at timestamptz;

update public.posts set published_at = created_at where published;

-- Publishing without a moment means now (for a new row, its creation), so a client that only sets
-- `published` keeps working and the seed's posts keep their dates.
create function public.set_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at = case when tg_op = 'INSERT' then new.created_at else now() end;
  end if;
  return new;
end
$$;

create trigger posts_set_published_at
  before insert or update on public.posts
  for each row execute function public.set_published_at();

alter table public.posts add constraint posts_published_has_moment check (not published or published_at is not null);

-- Visible to everyone: published, its moment reached, not in the trash. now() is read at query time, so a
-- scheduled post appears at its moment without anyone writing.
drop policy "posts_select_published" on public.posts;
create policy "posts_select_visible" on public.posts
  for select to anon, authenticated
  using (published and published_at <= now() and deleted_at is null);

drop index public.posts_published_created_at_idx;
create index posts_visible_published_at_idx on public.posts (published_at desc) where published and deleted_at is null;
