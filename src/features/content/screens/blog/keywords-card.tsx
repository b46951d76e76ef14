import { MAX_KEYWORDS } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { KeywordInput } from '../../../../ui/keyword-input.tsx';

type KeywordsCardProps = { keywords: string[]; onChange: (keywords: string[]) => void; busy: string | null; onGenerate: () => void };

export function KeywordsCard({ keywords, onChange, busy, onGenerate }: KeywordsCardProps) {
  return (
    <Card title="1. Focus keywords">
      <KeywordInput label="Focus keywords" keywords={keywords} max={MAX_KEYWORDS} onChange={onChange} />
      <Button busy={busy === 'titles'} disabled={busy !== null} onClick={onGenerate} className="w-full sm:w-auto">
        {busy === 'titles' ? 'Generating Titles...' : 'Generate Titles'}
      </Button>
    </Card>
  );
}
