import { SECTION_WORD_COUNTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextEditor } from '../../components/text-editor.tsx';
import type { PageSection } from './page-copy.ts';

type SectionsCardProps = {
  sections: PageSection[];
  wordCount: number;
  onWordCount: (n: number) => void;
  busy: string | null;
  onGenerate: (id: string) => void;
  onEdit: (id: string, content: string) => void;
  onRemove: (id: string) => void;
};

export const sectionBusyKey = (id: string) => `section:${id}`;

export function SectionsCard({ sections, wordCount, onWordCount, busy, onGenerate, onEdit, onRemove }: SectionsCardProps) {
  return (
    <Card title="Page sections">
      <SelectField
        label="Section length"
        value={wordCount}
        options={SECTION_WORD_COUNTS.map((n) => ({ value: String(n), label: `${n} words` }))}
        onChange={(value) => onWordCount(Number(value))}
      />
      {sections.length === 0 && <p className="text-sm text-stone-600">Add H2 headlines to build the sections of your page.</p>}
      <ol className="space-y-4" aria-label="Sections">
        {sections.map((section) => (
          <li key={section.id} className="rounded-lg border border-stone-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-stone-900">{section.title}</h4>
              <div className="flex gap-2">
                <Button size="sm" busy={busy === sectionBusyKey(section.id)} disabled={busy !== null} onClick={() => onGenerate(section.id)} aria-label={`Generate content for ${section.title}`}>
                  {section.content ? 'Regenerate' : 'Generate Content'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onRemove(section.id)} aria-label={`Remove section ${section.title}`}>
                  Remove
                </Button>
              </div>
            </div>
            {busy === sectionBusyKey(section.id) ? (
              <div className="mt-3">
                <ResultSkeleton lines={3} />
              </div>
            ) : (
              section.content && (
                <div className="mt-3">
                  <TextEditor label={`Content of ${section.title}`} checkLabel={section.title} value={section.content} onChange={(content) => onEdit(section.id, content)} />
                </div>
              )
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
