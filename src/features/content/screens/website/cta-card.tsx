import { CTA_PLACEMENTS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { ChoiceList } from '../../components/choice-list.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';

type CtaCardProps = {
  placement: string;
  onPlacement: (placement: string) => void;
  options: string[];
  selected: string;
  onSelect: (cta: string) => void;
  busy: string | null;
  onGenerate: () => void;
};

export function CtaCard({ placement, onPlacement, options, selected, onSelect, busy, onGenerate }: CtaCardProps) {
  return (
    <Card title="Calls to action">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="CTA placement" value={placement} options={CTA_PLACEMENTS} onChange={onPlacement} />
        <Button busy={busy === 'cta'} disabled={busy !== null} onClick={onGenerate}>
          {busy === 'cta' ? 'Generating...' : 'Generate CTAs'}
        </Button>
      </div>
      {busy === 'cta' ? <ResultSkeleton lines={4} /> : options.length > 0 && <ChoiceList legend="Call to action options" options={options} selected={selected} onSelect={onSelect} />}
    </Card>
  );
}
