// Public surface: the studio's calendar feed link, made and revoked by its owners on
// the server (online only). The calendar as a file made on the device: #sync/calendar-file.ts.
export type { CalendarFeedState, MadeCalendarFeed } from '../team/calendar-feed-requests.ts';
export { createCalendarFeed, loadCalendarFeed, revokeCalendarFeed } from '../team/calendar-feed-requests.ts';
