import { describe, expect, it } from 'vitest';
import { newsPageSchema } from '@/features/members/api/get-news';
import { newsUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';
import { withoutRequestCheck } from '../request-check';

async function newsPage(query: string) {
  const response = await fetch(newsUrl(`/news/1${query}`), { headers: bearer(demoEmails.family) });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /news/{organizationId}', () => {
  it('answers the first page of ten, newest first', async () => {
    const { status, body } = await newsPage('?offset=0&limit=10');
    expect(status).toBe(200);
    const page = newsPageSchema.parse(body);
    expect(page).toMatchObject({
      size: 10,
      number: 0,
      totalPages: 3,
      totalElements: 25,
      numberOfElements: 10,
    });
    const dates = page.content.map((item) => item.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers the last, partial page', async () => {
    const page = newsPageSchema.parse((await newsPage('?offset=20&limit=10')).body);
    expect(page).toMatchObject({ number: 2, numberOfElements: 5 });
  });

  it('answers pages that do not overlap', async () => {
    const first = newsPageSchema.parse((await newsPage('?offset=0&limit=10')).body);
    const second = newsPageSchema.parse((await newsPage('?offset=10&limit=10')).body);
    const ids = new Set([...first.content, ...second.content].map((item) => item.id));
    expect(ids.size).toBe(20);
  });

  it('answers an empty page for an organisation without news', async () => {
    const response = await fetch(newsUrl('/news/42'), { headers: bearer(demoEmails.family) });
    expect(newsPageSchema.parse(await response.json())).toMatchObject({
      totalElements: 0,
      content: [],
    });
  });

  it('answers 400 to a nonsensical limit', async () => {
    withoutRequestCheck();
    expect((await newsPage('?offset=0&limit=0')).status).toBe(400);
  });
});
