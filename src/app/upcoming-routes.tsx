import type { RouteObject } from 'react-router';
import { UpcomingPage } from './upcoming-page';

/**
 * Sections whose issues have not landed yet: each address already works and says so in French,
 * so that every menu entry leads somewhere.
 */
export const upcoming = (path: string, title: string): RouteObject => ({
  path,
  element: <UpcomingPage title={title} />,
});

export const upcomingPublicRoutes: RouteObject[] = [];

export const upcomingProfileRoutes: RouteObject[] = [];
