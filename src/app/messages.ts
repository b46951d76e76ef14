// Texts of the app shell: guard, header, sign-out, offline and update notices.

export const LOADING_DASHBOARD = 'Loading your wellness dashboard...';

export const SIGNED_OUT = { title: 'Signed out', description: 'You have been successfully signed out.' };
export const SIGN_OUT_FAILED = { title: 'Sign out failed' };

export const OFFLINE_LABEL = 'Offline';
export const OFFLINE_DETAIL = 'You are offline. Your work is saved on this device and syncs when you reconnect.';

export const UPDATE_READY = 'A new version of the studio is ready.';
export const UPDATE_RELOAD = 'Reload';

export const BRAND_NAME = 'Wellness Content Studio';
export const COMPANY_NAME = 'Serenity Digital Ltd';
export const COMPANY_PLACE = 'Port Louis, Mauritius';
export const SUPPORT_EMAIL = 'hello@example.com';

export const STUDIO_SWITCH = {
  label: 'Working in',
  own: 'My studio',
  unnamed: 'Unnamed studio',
  staff: (name: string) => `${name} (staff)`,
  switched: (name: string) => `You are working in ${name}`,
  switchedDescription: 'Its brand profile, templates and history are on this device.',
  failed: 'Could not switch studios',
  ended: 'You are no longer a member of a studio',
  endedNamed: (name: string) => `You are no longer a member of ${name}`,
  endedDescription: 'Its content was removed from this device. Your own studio is open.',
};
