import { FAQ_FILTERS, type FaqFilterCategory } from './faq-categories.ts';
import { focusRing } from './styles.ts';

interface FaqCategoryFilterProps {
  value: FaqFilterCategory;
  onChange: (category: FaqFilterCategory) => void;
}

export function FaqCategoryFilter({ value, onChange }: FaqCategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter questions by category" className="flex flex-wrap gap-2">
      {FAQ_FILTERS.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium ${focusRing} ${
              active
                ? 'border-teal-700 bg-teal-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-teal-700 hover:text-teal-800'
            }`}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
