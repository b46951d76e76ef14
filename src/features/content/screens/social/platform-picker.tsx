import { CHARACTER_LIMITS, PLATFORMS } from '#domain/studio-options.ts';
import { SOCIAL_LENGTH_LABELS } from '#domain/tools/social.ts';

type PlatformPickerProps = { selected: readonly string[]; onChange: (platforms: string[]) => void };

/** One post is written for each checked platform. */
export function PlatformPicker({ selected, onChange }: PlatformPickerProps) {
  function toggle(platform: string, on: boolean) {
    const next = on ? [...selected, platform] : selected.filter((p) => p !== platform);
    onChange(PLATFORMS.map((p) => p.value).filter((p) => next.includes(p)));
  }
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        Platforms <span className="text-red-700">*</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {PLATFORMS.map((platform) => (
          <label
            key={platform.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="checkbox"
              className="size-4 accent-teal-700"
              checked={selected.includes(platform.value)}
              onChange={(event) => toggle(platform.value, event.target.checked)}
            />
            {platform.label}
            <span className="text-xs text-stone-600">
              ({SOCIAL_LENGTH_LABELS.length[platform.recommended ? 'recommended' : 'limit'].replace('{limit}', String(CHARACTER_LIMITS[platform.value]))})
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
