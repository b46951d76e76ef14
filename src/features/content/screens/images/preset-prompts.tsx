import { IMAGE_PRESET_PROMPTS, IMAGE_WELLNESS_TYPES, type PresetPrompt } from '#domain/media-options.ts';

const GROUPS = IMAGE_WELLNESS_TYPES.map((type) => ({ ...type, presets: IMAGE_PRESET_PROMPTS.filter((preset) => preset.wellness_type === type.value) })).filter(
  (group) => group.presets.length > 0,
);

/** Ready-made prompts for yoga, Ayurveda and nutrition; picking one fills the prompt and the wellness type. */
export function PresetPrompts({ onPick }: { onPick: (preset: PresetPrompt) => void }) {
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-stone-800">Preset prompts</p>
      <div className="space-y-3">
        {GROUPS.map((group) => (
          <div key={group.value}>
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">{group.label}</p>
            <ul className="flex flex-wrap gap-2" aria-label={`${group.label} presets`}>
              {group.presets.map((preset) => (
                <li key={preset.title}>
                  <button
                    type="button"
                    title={preset.prompt}
                    className="rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                    onClick={() => onPick(preset)}
                  >
                    {preset.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
