import { Card } from '../../components/card.tsx';
import { ChoiceList } from '../../components/choice-list.tsx';
import { InputField } from '../../components/input-field.tsx';

type H1CardProps = { options: string[]; selected: string; onSelect: (h1: string) => void; onEdit: (h1: string) => void };

/** The ten H1 options; the chosen one can be edited in place. */
export function H1Card({ options, selected, onSelect, onEdit }: H1CardProps) {
  return (
    <Card title="2. Choose your H1 headline">
      <ChoiceList legend="H1 headline options" options={options} selected={selected} onSelect={onSelect} />
      <InputField label="Selected H1 headline" value={selected} placeholder="Select or write a headline" onChange={onEdit} />
    </Card>
  );
}
