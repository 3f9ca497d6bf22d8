import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawPageContent } from '@/app/first-paint/page-content';
import { seedAnswers } from '@/app/first-paint/seed-answers';
import { ClubPage } from '@/features/enrolment/club/club-page';
import { mockControl, testConfig } from '@/mocks/node';
import { onDroppedItems, type DroppedItemsReport } from '@/shared/api/dropped-items';
import { apiUrl } from '../../mocks/api-urls';
import { recordRequests } from '../../mocks/request-log';
import { seedClubActivities } from '../../mocks/seed';
import { renderAt, visitorStore } from '../../features/enrolment/pages-test-utils';

describe('the app takes over a page drawn by a worker (docs/adr/0030)', () => {
  it('draws it from the same answers without asking them again, and reports what they left out', async () => {
    seedClubActivities(1, [
      { id: 101, title: 'Natation' },
      { id: 102, title: 'Yoga' },
    ]);
    mockControl.malformedItem('GET', '/public/valides/activities/1', 0);
    const content = await drawPageContent('/inscription/carte/1', testConfig);
    const store = visitorStore();
    const reports: DroppedItemsReport[] = [];
    onDroppedItems((report) => reports.push(report));
    const asked = recordRequests('GET', apiUrl('/public/*'));

    seedAnswers(store, { answers: content?.answers ?? [], dropped: content?.dropped ?? [] });
    renderAt('/inscription/carte/1', { club: ClubPage }, store);

    expect(await screen.findByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yoga' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(reports).toEqual([{ endpoint: 'GET /public/valides/activities/{clubId}', count: 1 }]);
  });
});
