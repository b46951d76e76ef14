// What the templates tab does, as plain async functions over the data layer's
// commands, so the one-default rule is proven against the real device database.
import { deleteTemplate, saveTemplate, setDefaultTemplate, type ToneTemplateDoc } from '#sync/templates.ts';
import { defaultForNewTemplate, successorAfterDelete } from './template-default.ts';
import { type TemplateForm, templateInputFrom } from './template-form.ts';

export function createTemplate(existing: readonly ToneTemplateDoc[], form: TemplateForm): Promise<ToneTemplateDoc> {
  return saveTemplate({ ...templateInputFrom(form), is_default: defaultForNewTemplate(existing) });
}

/** Saves the fields; the default flag stays as it is. */
export function updateTemplate(template: ToneTemplateDoc, form: TemplateForm): Promise<ToneTemplateDoc> {
  return saveTemplate({ ...templateInputFrom(form), id: template.id });
}

export async function removeTemplate(existing: readonly ToneTemplateDoc[], template: ToneTemplateDoc): Promise<void> {
  await deleteTemplate(template.id);
  const successor = successorAfterDelete(existing, template.id);
  if (successor) await setDefaultTemplate(successor);
}

export function makeDefaultTemplate(template: ToneTemplateDoc): Promise<void> {
  return setDefaultTemplate(template.id);
}
