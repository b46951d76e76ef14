import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { InputField } from '../../components/input-field.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';

type H2CardProps = { options: string[]; added: readonly string[]; onAdd: (title: string) => void; busy: string | null; onGenerate: () => void };

/** H2 headline suggestions; each (or one written here) is added to the page as a section. */
export function H2Card({ options, added, onAdd, busy, onGenerate }: H2CardProps) {
  const [custom, setCustom] = useState('');
  return (
    <Card
      title="H2 section headlines"
      actions={
        <Button size="sm" busy={busy === 'h2'} disabled={busy !== null} onClick={onGenerate}>
          {busy === 'h2' ? 'Generating...' : 'Generate H2 Headlines'}
        </Button>
      }
    >
      {busy === 'h2' ? (
        <ResultSkeleton lines={4} />
      ) : (
        options.length > 0 && (
          <ul className="space-y-2" aria-label="H2 headline options">
            {options.map((option) => {
              const isAdded = added.includes(option);
              return (
                <li key={option} className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3 text-sm text-stone-800">
                  <span>{option}</span>
                  <Button variant="secondary" size="sm" disabled={isAdded} aria-label={isAdded ? `${option} added` : `Add section ${option}`} onClick={() => onAdd(option)}>
                    {isAdded ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <InputField label="Your own H2 headline" value={custom} onChange={setCustom} />
        </div>
        <Button
          variant="secondary"
          disabled={custom.trim() === ''}
          onClick={() => {
            onAdd(custom.trim());
            setCustom('');
          }}
        >
          Add Section
        </Button>
      </div>
    </Card>
  );
}
