import { HERO_WORD_COUNTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';

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
      {busy === 'hero' ? <ResultSkeleton lines={4} /> : hero && <TextareaField label="Hero paragraph text" rows={5} value={hero} onChange={onEdit} />}
    </Card>
  );
}
