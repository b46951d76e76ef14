// Public surface for the app's own tests: a signed-in device database with no
// network, and its removal.
export { removeUserData } from '../user-data/open-user-data.ts';
export { templates$ } from '../queries/live-queries.ts';
export { openOfflineUserData } from '../test-support/memory-device.ts';
