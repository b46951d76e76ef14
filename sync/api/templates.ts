// Public surface: tone templates, one of them the default.
export type { TemplateInput } from '../commands/template-commands.ts';
export { deleteTemplate, saveTemplate, setDefaultTemplate } from '../commands/template-commands.ts';
export { useTemplates } from '../hooks/use-templates.ts';
export type { StoredTonePreferences, ToneTemplateDoc } from '../schemas/tone-template-schema.ts';
