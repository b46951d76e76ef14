// The master prompts manager: every prompt grouped by content type, with create,
// edit, delete (after a confirmation) and the active switch.
import { useState } from 'react';
import { deletePrompt, listPrompts, type MasterPrompt, setPromptActive } from '#sync/admin.ts';
import { Button } from '../../../ui/button.tsx';
import { contentTypeLabel } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { ADMIN, PROMPTS } from '../messages.ts';
import { ConfirmDialog } from '../shared/confirm-dialog.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRemoteQuery } from '../../../ui/use-remote-query.ts';
import { PromptCard } from './prompt-card.tsx';
import { PromptFormDialog } from './prompt-form-dialog.tsx';
import { groupPromptsByType } from './prompt-rules.ts';

export function PromptsTab({ userId }: { userId: string }) {
  const query = useRemoteQuery(() => listPrompts(), 'prompts', { failureToast: { title: ADMIN.error, description: PROMPTS.loadFailed } });
  const [editing, setEditing] = useState<MasterPrompt | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MasterPrompt | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function toggle(prompt: MasterPrompt) {
    setBusyId(prompt.id);
    try {
      const saved = await setPromptActive(prompt.id, !prompt.is_active);
      query.update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
      notifySuccess(ADMIN.success, saved.is_active ? PROMPTS.activated : PROMPTS.deactivated);
    } catch (error) {
      console.error(PROMPTS.saveFailed, error);
      notifyError(ADMIN.error, PROMPTS.saveFailed);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await deletePrompt(deleting.id);
      query.update((list) => list.filter((item) => item.id !== deleting.id));
      notifySuccess(ADMIN.success, PROMPTS.deleted);
      setDeleting(null);
    } catch (error) {
      console.error(PROMPTS.deleteFailed, error);
      notifyError(ADMIN.error, PROMPTS.deleteFailed);
    } finally {
      setBusyId(null);
    }
  }

  function saved(prompt: MasterPrompt, created: boolean) {
    query.update((list) => (created ? [prompt, ...list] : list.map((item) => (item.id === prompt.id ? prompt : item))));
    setEditing(null);
  }

  const groups = query.data ? groupPromptsByType(query.data) : [];
  return (
    <section aria-labelledby="prompts-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="prompts-title" className="text-xl font-semibold text-stone-900">
            {PROMPTS.title}
          </h2>
          <p className="mt-1 text-stone-700">{PROMPTS.lead}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{PROMPTS.create}</Button>
      </div>
      <div className="mt-6">
        <QueryState query={query} loadingText={PROMPTS.loading} failedText={PROMPTS.loadFailed} />
        {query.data?.length === 0 && <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-700">{PROMPTS.empty}</p>}
        {groups.map((group) => (
          <section key={group.contentType} aria-labelledby={`prompts-${group.contentType}`} className="mb-8">
            <h3 id={`prompts-${group.contentType}`} className="mb-3 text-lg font-semibold text-stone-900">
              {contentTypeLabel(group.contentType)} <span className="text-sm font-normal text-stone-600">({group.prompts.length})</span>
            </h3>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {group.prompts.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard
                    prompt={prompt}
                    busy={busyId === prompt.id}
                    onEdit={() => setEditing(prompt)}
                    onToggle={() => void toggle(prompt)}
                    onDelete={() => setDeleting(prompt)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PromptFormDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        prompt={editing === 'new' ? null : editing}
        userId={userId}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={PROMPTS.deleteTitle}
        message={PROMPTS.confirmDelete}
        confirmLabel={ADMIN.delete}
        cancelLabel={ADMIN.cancel}
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
