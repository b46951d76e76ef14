import { notifySuccess } from '../../../../ui/notify.tsx';
import { Card } from '../../components/card.tsx';
import { ChoiceList } from '../../components/choice-list.tsx';
import { CONTENT_TOASTS } from '../../messages.ts';

type TitlesCardProps = { titles: string[]; selected: string; onSelect: (title: string) => void };

export function TitlesCard({ titles, selected, onSelect }: TitlesCardProps) {
  return (
    <Card title="2. Choose a title">
      <ChoiceList
        legend="Title suggestions"
        options={titles}
        selected={selected}
        onSelect={(title) => {
          onSelect(title);
          notifySuccess(CONTENT_TOASTS.titleSelected.title, title);
        }}
      />
    </Card>
  );
}
