import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { droppedItemsMessage, onDroppedItems } from '@/shared/api/dropped-items';
import { readAnswer, readListItems, tolerantList } from '@/shared/api/tolerant-list';

const item = z.object({ id: z.number().int(), title: z.string() });
const endpoint = 'GET /things';

afterEach(() => {
  onDroppedItems(() => undefined);
  vi.restoreAllMocks();
});

describe('tolerant list reader', () => {
  it('keeps the well-formed items in order and leaves the malformed ones out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reading = readListItems(
      [{ id: 1, title: 'Un' }, { id: 'deux' }, { id: 3, title: 'Trois' }, null],
      item,
      endpoint,
    );
    expect(reading).toEqual({
      items: [
        { id: 1, title: 'Un' },
        { id: 3, title: 'Trois' },
      ],
      dropped: 2,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      'Left out item 1 of GET /things: it breaks the contract',
      expect.arrayContaining([expect.objectContaining({ path: ['id'] })]),
    );
  });

  it('reports each answer, 0 included, so that a whole answer clears an earlier notice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reports: unknown[] = [];
    onDroppedItems((report) => reports.push(report));
    const schema = tolerantList(item, endpoint);

    expect(schema.parse([{ id: 1, title: 'Un' }, { title: 'sans id' }])).toEqual([
      { id: 1, title: 'Un' },
    ]);
    expect(schema.parse([])).toEqual([]);
    expect(reports).toEqual([
      { endpoint, count: 1 },
      { endpoint, count: 0 },
    ]);
  });

  it('still refuses an answer that is not a list', async () => {
    expect(tolerantList(item, endpoint).safeParse({ content: [] }).success).toBe(false);
    expect((await readAnswer(tolerantList(item, endpoint), { content: [] })).success).toBe(false);
  });

  it('reads an answer as its schema does, a tolerant list over several tasks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = [{ id: 1, title: 'Un' }, { id: 'deux' }];
    const list = tolerantList(item, endpoint);
    expect(await readAnswer(list, answer)).toEqual(list.safeParse(answer));
    expect(await readAnswer(item, answer[0])).toEqual(item.safeParse(answer[0]));
    expect((await readAnswer(item, answer[1])).success).toBe(false);
  });

  it.each([
    [1, "1 élément illisible n'a pas été affiché."],
    [3, "3 éléments illisibles n'ont pas été affichés."],
  ])('says %i left-out item(s) in French', (count, message) => {
    expect(droppedItemsMessage(count)).toBe(message);
  });
});
