import type { ReactNode } from 'react';
import type { VideoScript } from '../../generators/video/video-types.ts';

function Part({ label, time, children }: { label: string; time?: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h5 className="flex flex-wrap items-baseline gap-2 text-xs font-semibold uppercase tracking-wide text-teal-800">
        {label}
        {time && <span className="font-mono normal-case text-stone-600">{time}</span>}
      </h5>
      {children}
    </section>
  );
}

export function VideoScriptPanel({ script }: { script: VideoScript }) {
  return (
    <div className="space-y-5 text-stone-800">
      <h4 className="text-lg font-semibold text-stone-900">{script.title}</h4>
      <Part label="Hook">
        <p className="leading-relaxed">{script.hook}</p>
      </Part>
      <Part label="Intro" time={script.timing.intro}>
        <p className="leading-relaxed">{script.intro}</p>
      </Part>
      <Part label="Main content" time={script.timing.main}>
        <ol className="list-decimal space-y-3 pl-5">
          {script.main_content.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in speaking order.
            <li key={index} className="leading-relaxed">
              {part}
            </li>
          ))}
        </ol>
      </Part>
      <Part label="Call to action" time={script.timing.outro}>
        <p className="leading-relaxed">{script.call_to_action}</p>
      </Part>
    </div>
  );
}
