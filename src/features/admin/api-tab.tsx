import { TextField } from '../../ui/field.tsx';
import { API_CONFIG } from './messages.ts';

/** Where the keys live; nothing here can be edited and nothing is sent. */
export function ApiTab() {
  return (
    <section aria-labelledby="api-title" className="rounded-xl border border-stone-200 p-6">
      <h2 id="api-title" className="text-xl font-semibold text-stone-900">
        {API_CONFIG.title}
      </h2>
      <p className="mt-1 text-stone-700">{API_CONFIG.lead}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <TextField label={API_CONFIG.aiKey} placeholder={API_CONFIG.placeholder} hint={API_CONFIG.aiNote} disabled type="password" />
        <TextField label={API_CONFIG.imageKey} placeholder={API_CONFIG.placeholder} hint={API_CONFIG.imageNote} disabled type="password" />
      </div>
      <div className="mt-6 rounded-lg bg-stone-100 p-4 text-sm text-stone-800">
        <h3 className="font-semibold">{API_CONFIG.whereTitle}</h3>
        <p className="mt-1">
          {API_CONFIG.whereBefore} <code className="rounded bg-white px-1 py-0.5 font-semibold">IMAGE_PROVIDER_API_KEY</code>{' '}
          {API_CONFIG.whereAfter}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{API_CONFIG.hosted}</li>
          <li>{API_CONFIG.local}</li>
        </ul>
      </div>
    </section>
  );
}
