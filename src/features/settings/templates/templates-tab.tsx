import { useState } from 'react';
import { type ToneTemplateDoc, useTemplates } from '#sync/templates.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ReadFailed } from '../../../ui/read-failed.tsx';
import { TEMPLATES as T } from '../messages.ts';
import { FieldLimitError } from '#domain/field-limit-messages.ts';
import { createTemplate, makeDefaultTemplate, removeTemplate, updateTemplate } from './template-actions.ts';
import { TemplateCard } from './template-card.tsx';
import { emptyTemplateForm, type TemplateForm, templateFormFrom } from './template-form.ts';
import { ToneTemplateDialog } from './tone-template-dialog.tsx';

type Editing = { mode: 'create' } | { mode: 'edit'; template: ToneTemplateDoc } | null;

export function TemplatesTab() {
  const { templates, loading, error, retry } = useTemplates();
  const [editing, setEditing] = useState<Editing>(null);

  async function submit(form: TemplateForm): Promise<boolean> {
    if (!editing) return false;
    try {
      if (editing.mode === 'create') {
        const saved = await createTemplate(templates, form);
        notifySuccess(T.created, T.createdDescription(saved.name));
      } else {
        const saved = await updateTemplate(editing.template, form);
        notifySuccess(T.updated, T.updatedDescription(saved.name));
      }
      return true;
    } catch (error) {
      console.error('Could not save the tone template', error);
      notifyError(T.saveFailed, error instanceof FieldLimitError ? error.message : T.saveFailedDescription);
      return false;
    }
  }

  async function remove(template: ToneTemplateDoc) {
    try {
      await removeTemplate(templates, template);
      notifySuccess(T.deleted, T.deletedDescription(template.name));
    } catch (error) {
      console.error('Could not delete the tone template', error);
      notifyError(T.deleteFailed, T.deleteFailedDescription);
    }
  }

  async function setDefault(template: ToneTemplateDoc) {
    try {
      await makeDefaultTemplate(template);
      notifySuccess(T.defaultSet, T.defaultSetDescription(template.name));
    } catch (error) {
      console.error('Could not set the default tone template', error);
      notifyError(T.updateFailed, T.updateFailedDescription);
    }
  }

  return (
    <section aria-labelledby="templates-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="templates-title" className="text-xl font-semibold text-stone-900">
            {T.title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{T.lead}</p>
        </div>
        {/* Not while the templates are unknown: the first one made becomes the default. */}
        <Button onClick={() => setEditing({ mode: 'create' })} disabled={error !== null}>
          {T.create}
        </Button>
      </div>
      {loading ? (
        <LoadingStatus text={T.loading} />
      ) : error ? (
        <div className="mt-6">
          <ReadFailed error={error} onRetry={retry} />
        </div>
      ) : templates.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{T.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                onEdit={() => setEditing({ mode: 'edit', template })}
                onDelete={() => void remove(template)}
                onSetDefault={() => void setDefault(template)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ToneTemplateDialog
          mode={editing.mode}
          initial={editing.mode === 'edit' ? templateFormFrom(editing.template) : emptyTemplateForm()}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
