// Public surface: content_preferences, per content type.
export { savePreferences } from '../commands/preference-commands.ts';
export { usePreferences } from '../hooks/use-preferences.ts';
