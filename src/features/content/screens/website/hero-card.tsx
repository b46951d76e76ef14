import { HERO_WORD_COUNTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextEditor } from '../../components/text-editor.tsx';

type HeroCardProps = {
  wordCount: number;
  onWordCount: (n: number) => void;
  hero: string;
  onEdit: (hero: string) => void;
  busy: string | null;
  onGenerate: () => void;
};

export function HeroCard({ wordCount, onWordCount, hero, onEdit, busy, onGenerate }: HeroCardProps) {
  return (
    <Card title="Hero paragraph">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Hero length"
          value={wordCount}
          options={HERO_WORD_COUNTS.map((n) => ({ value: String(n), label: `${n} words` }))}
          onChange={(value) => onWordCount(Number(value))}
        />
        <Button busy={busy === 'hero'} disabled={busy !== null} onClick={onGenerate}>
          {busy === 'hero' ? 'Generating...' : 'Generate Hero Paragraph'}
        </Button>
      </div>
      {busy === 'hero' ? <ResultSkeleton lines={4} /> : hero && <TextEditor label="Hero paragraph text" checkLabel="Hero paragraph" value={hero} onChange={onEdit} />}
    </Card>
  );
}
