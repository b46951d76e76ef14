import type { MasterPrompt } from '#sync/admin.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ADMIN, PROMPTS } from '../messages.ts';
import { promptPreview } from './prompt-rules.ts';

type PromptCardProps = { prompt: MasterPrompt; busy: boolean; onEdit: () => void; onToggle: () => void; onDelete: () => void };

export function PromptCard({ prompt, busy, onEdit, onToggle, onDelete }: PromptCardProps) {
  const titleId = `prompt-${prompt.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-stone-900">
          {prompt.name}
        </h4>
        <div className="flex gap-2">
          <Badge tone="stone">{prompt.tone}</Badge>
          <Badge tone={prompt.is_active ? 'teal' : 'amber'}>{prompt.is_active ? PROMPTS.active : PROMPTS.inactive}</Badge>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-stone-700">{promptPreview(prompt.prompt_text)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy}>
          {ADMIN.edit}
        </Button>
        <Button size="sm" variant="secondary" onClick={onToggle} busy={busy}>
          {prompt.is_active ? PROMPTS.deactivate : PROMPTS.activate}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:text-red-800" onClick={onDelete} disabled={busy}>
          {ADMIN.delete}
        </Button>
      </div>
    </article>
  );
}
