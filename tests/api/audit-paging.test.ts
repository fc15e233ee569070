import { describe, expect, it } from 'vitest';
import { countCap } from '@server/modules/audit/routes';
import { providerFixture } from './support/provider';

// GET /portal/activity-logs pages without counting the whole log: a page says whether another
// follows (has_more); its total is exact up to countCap and capped past it (total_capped).
const f = providerFixture();
type Page = {
  data: { id: number; subject_type: string }[];
  meta: { total: number; page: number; per_page: number; has_more: boolean; total_capped: boolean };
};
const page = async (query: string, as = f.asAdmin) => {
  const res = await as('GET', `/portal/activity-logs?fetch_all=0&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};

async function addEntries(subject: string, count: number, spId: number) {
  const now = Date.now();
  for (let from = 0; from < count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
      user_id: null,
      scope: 'sp',
      sp_id: spId,
      ac_id: null,
      subject_type: subject,
      subject_id: String(from + i),
      action: 'update',
      summary: '{}',
      created_at: new Date(now + from + i).toISOString(),
    }));
    await f.s.db.insertInto('activity_log').values(rows).execute();
  }
}

describe('audit trail paging', () => {
  it('pages newest first, says whether another page follows and counts the entries of the filter', async () => {
    await addEntries('PagingProbe', 7, f.ids.northwind);
    await addEntries('PagingProbe', 5, f.ids.bluebird);
    const first = await page('subject_type=PagingProbe&page=1&per_page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 3, has_more: true, total: 7, total_capped: false });
    const second = await page('subject_type=PagingProbe&page=2&per_page=3');
    const last = await page('subject_type=PagingProbe&page=3&per_page=3');
    expect(last.meta).toEqual({ page: 3, per_page: 3, has_more: false, total: 7, total_capped: false });
    const ids = [...first.data, ...second.data, ...last.data].map((e) => e.id);
    expect(ids).toHaveLength(7);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // A page past the end is empty, and still tells the total.
    expect(await page('subject_type=PagingProbe&page=9&per_page=3')).toEqual({
      data: [],
      meta: { page: 9, per_page: 3, has_more: false, total: 7, total_capped: false },
    });
    // A page that ends exactly at the last entry has no next page.
    expect((await page('subject_type=PagingProbe&page=1&per_page=7')).meta).toMatchObject({ has_more: false, total: 7 });
    // Another provider's entries are neither listed nor counted; the system sees both.
    expect((await page('subject_type=PagingProbe&page=1&per_page=3', f.asSystem)).meta).toMatchObject({ total: 12, has_more: true });
  });

  it('caps the count of a long log instead of counting it all', async () => {
    await addEntries('PagingBulk', countCap + 5, f.ids.northwind);
    const first = await page('subject_type=PagingBulk&page=1&per_page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta).toEqual({ page: 1, per_page: 2, has_more: true, total: countCap, total_capped: true });
    // The last page knows the exact total from where it ends.
    const last = await page(`subject_type=PagingBulk&page=${Math.ceil((countCap + 5) / 500)}&per_page=500`);
    expect(last.data).toHaveLength(5);
    expect(last.meta).toMatchObject({ has_more: false, total: countCap + 5, total_capped: false });
  });

  it('keeps refusing bad paging with 422, not 500', async () => {
    expect((await f.asAdmin('GET', '/portal/activity-logs?fetch_all=0&page=0')).statusCode).toBe(422);
    expect((await f.asAdmin('GET', '/portal/activity-logs?fetch_all=0&per_page=501')).statusCode).toBe(422);
  });
});
