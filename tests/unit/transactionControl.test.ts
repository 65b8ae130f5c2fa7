import { describe, expect, it } from 'vitest'
import { findTransactionControl } from '../../supabase/migrate/migrations.ts'

describe('findTransactionControl', () => {
  it.each([
    ['create table a (id int);\ncommit;\ncreate table b (id int);', 'commit', 2],
    ['begin;\ncreate table a (id int);', 'begin', 1],
    ['create table a (id int);\n  ROLLBACK ;', 'rollback', 2],
    ['select 1;\nstart transaction;', 'start', 2],
    ['select 1; end;', 'end', 1],
    ['select 1; /* a note */ abort;', 'abort', 1],
    ["select 'it''s'; -- done\ncommit;", 'commit', 2],
  ])('finds the top-level statement in %j', (sql, word, line) => {
    expect(findTransactionControl(sql)).toEqual({ word, line })
  })

  it.each([
    ['a function body in dollar quotes', 'create function f() returns void language plpgsql as $$\nbegin\n  commit;\nend\n$$;'],
    ['a tagged dollar quote', 'do $body$ begin rollback; end $body$;'],
    ['a string', "insert into notes values ('x; commit; begin');"],
    ['an E string with an escaped quote', "insert into notes values (E'it\\'s; commit;');"],
    ['a quoted name', 'create table "commit" (id int); select * from "x;begin";'],
    ['a line comment', 'select 1; -- commit;\nselect 2;'],
    ['a nested block comment', 'select 1; /* outer /* inner */ still; commit; */ select 2;'],
    [
      'a begin atomic body',
      'create function f() returns int language sql begin atomic select 1; select case when true then 2 end; end;\nselect f();',
    ],
    ['a column named like one mid-statement', 'select 1 as begin, 2 as commit;'],
    ['a positional parameter', 'prepare p as select $1; execute p(1);'],
  ])('skips %s', (_, sql) => {
    expect(findTransactionControl(sql)).toBeNull()
  })
})
