import { PERSONALITY_SLIDERS } from '#domain/brand.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import type { ToneTemplateDoc } from '#sync/templates.ts';
import { TEMPLATES as T } from '../messages.ts';

type TemplateCardProps = {
  template: ToneTemplateDoc;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
};

export function TemplateCard({ template, onEdit, onDelete, onSetDefault }: TemplateCardProps) {
  const voice = template.brand_voice_settings;
  return (
    <article aria-label={template.name} className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-stone-900">{template.name}</h3>
        {template.is_default && <Badge>{T.defaultBadge}</Badge>}
      </div>
      {template.description && <p className="mt-2 text-sm text-stone-700">{template.description}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-stone-600">
        {PERSONALITY_SLIDERS.map((slider) => (
          <div key={slider.key} className="flex justify-between gap-2">
            <dt>
              {slider.low}/{slider.high}
            </dt>
            <dd className="tabular-nums text-stone-900">{voice?.[slider.key] ?? 50}</dd>
          </div>
        ))}
        <div className="col-span-2 flex justify-between gap-2">
          <dt>{T.emotionalTone}</dt>
          <dd className="capitalize text-stone-900">{template.content_preferences?.emotional_tone}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${T.edit} ${template.name}`}>
          {T.edit}
        </Button>
        {!template.is_default && (
          <Button variant="secondary" size="sm" onClick={onSetDefault} aria-label={`${T.setDefault}: ${template.name}`}>
            {T.setDefault}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`${T.delete} ${template.name}`} className="text-red-700 hover:text-red-800">
          {T.delete}
        </Button>
      </div>
    </article>
  );
}
