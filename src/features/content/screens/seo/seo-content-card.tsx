import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';

type SeoContentCardProps = { content: string; required: boolean; onChange: (content: string) => void; busy: boolean; onAnalyze: () => void };

const characters = (text: string) => `${text.length.toLocaleString('en-US')} ${text.length === 1 ? 'character' : 'characters'}`;

/** The content to analyze, its character count and the Analyze button. */
export function SeoContentCard({ content, required, onChange, busy, onAnalyze }: SeoContentCardProps) {
  return (
    <Card title="Content" labelledId="seo-content-title">
      <TextareaField
        label={required ? 'Content to analyze *' : 'Content to analyze (optional)'}
        value={content}
        rows={10}
        placeholder="Paste your page, article or post (plain text, Markdown or HTML)"
        hint={characters(content)}
        onChange={onChange}
      />
      <Button className="w-full" busy={busy} onClick={onAnalyze}>
        {busy ? 'Analyzing...' : 'Analyze'}
      </Button>
    </Card>
  );
}
