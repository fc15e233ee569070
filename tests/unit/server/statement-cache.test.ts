import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/index';

describe('SQLite statements kept by their SQL', () => {
  it('answers the same statement for the same SQL, and the rows it reads now', () => {
    const sqlite = new Database(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run();
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    db.prepare('insert into t (n) values (?)').run(1);
    db.prepare('insert into t (n) values (?)').run(2);
    expect(db.prepare('select n from t order by n').all()).toEqual([{ n: 1 }, { n: 2 }]);
    db.close();
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const sqlite = new Database(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run();
    db.prepare('insert into t (n) values (1), (2)').run();
    const kept = db.prepare('select n from t order by n');
    const rows = kept.iterate();
    expect(rows.next().value).toEqual({ n: 1 });
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(kept);
    expect(other.all()).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    db.close();
  });

  it('keeps at most its bound: the oldest statement goes first', () => {
    const sqlite = new Database(':memory:');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 3');
    expect(db.prepare('select 1')).not.toBe(a);
    db.close();
  });
});
