// Public surface: the studio's calendar as an .ics file, made on the device from its
// history (offline too). Light: no supabase-js.
export type { StudioCalendarFile } from '../commands/calendar-export.ts';
export { exportStudioCalendar } from '../commands/calendar-export.ts';
