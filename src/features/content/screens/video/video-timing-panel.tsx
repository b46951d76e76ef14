import { formatClock, WORDS_PER_SECOND } from '../../generators/video/video-timing.ts';
import type { VideoScript } from '../../generators/video/video-types.ts';

function Row({ label, range, seconds }: { label: string; range: string; seconds: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-stone-50 p-3">
      <dt className="font-medium text-stone-900">{label}</dt>
      <dd className="font-mono text-sm text-stone-700">
        {range} <span className="text-stone-600">({seconds} s)</span>
      </dd>
    </div>
  );
}

/** Total, intro, main and outro; the parts add up to the chosen duration. */
export function VideoTimingPanel({ script }: { script: VideoScript }) {
  const { timing, timing_seconds: seconds } = script;
  let start = seconds.intro;
  const parts = script.main_content_seconds.map((length) => {
    const range = `${formatClock(start)}-${formatClock(start + length)}`;
    start += length;
    return { range, length };
  });
  return (
    <div className="space-y-4">
      <p className="text-3xl font-bold text-stone-900">
        {timing.total_duration} <span className="text-base font-medium text-stone-600">total</span>
      </p>
      <dl className="space-y-2">
        <Row label="Intro" range={timing.intro} seconds={seconds.intro} />
        <Row label="Main content" range={timing.main} seconds={seconds.main} />
        <Row label="Outro" range={timing.outro} seconds={seconds.outro} />
      </dl>
      {parts.length > 1 && (
        <ol className="space-y-1 text-sm text-stone-700">
          {parts.map((part, index) => (
            <li key={part.range}>
              Part {index + 1}: <span className="font-mono">{part.range}</span> ({part.length} s)
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-stone-600">
        {script.word_count} spoken words, written for about {WORDS_PER_SECOND} words per second ({script.target_word_count} words).
      </p>
    </div>
  );
}
