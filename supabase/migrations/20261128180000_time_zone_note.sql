-- contact_taps_report() counts "today" in the business's time zone, which its migration (20261126000200) writes
-- as the literal 'America/Sao_Paulo'. The one value lives in content/site.ts (`timeZone`): the site's server
-- counts the taps' days, the blog and the admin show dates by it. tests/unit/timeZone.test.ts fails when the two
-- differ; a new zone then needs a migration that redefines the function with it.
comment on function public.contact_taps_report(integer) is
  'Counts days in the business''s time zone, America/Sao_Paulo: the value of timeZone in content/site.ts (tests/unit/timeZone.test.ts keeps them equal).';
