// When a published item went out and where it can be read (a link that opens in a new tab).
import { formatDateTime } from '../format.ts';
import { PUBLISH } from './publish-messages.ts';

export function PublishedLink({ at, link }: { at: string | null; link: string | null }) {
  if (!at && !link) return null;
  return (
    <p className="text-sm text-stone-700">
      {at ? PUBLISH.publishedOn(formatDateTime(at)) : PUBLISH.publishedLink}
      {link && (
        <>
          {': '}
          <a href={link} target="_blank" rel="noopener noreferrer" className="break-all font-medium text-teal-800 underline">
            {link}
          </a>
        </>
      )}
    </p>
  );
}
