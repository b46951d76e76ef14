// An image history item's picture: from this device's image queue when it was made
// here, else from Storage (fetched once and kept, so it shows offline afterwards),
// with what is missing said plainly.
import { useImageJobs, useStoredImages } from '#sync/images.ts';
import { useSyncStatus } from '#sync/status.ts';
import { HISTORY as H } from '../messages.ts';

type Props = { path: string | null; jobId: string | null; title: string };

export function HistoryItemImage({ path, jobId, title }: Props) {
  const { jobs } = useImageJobs();
  const local = jobId ? jobs.find((job) => job.id === jobId && job.status === 'done' && job.image) : undefined;
  const { images } = useStoredImages(!local && path ? [path] : []);
  const online = useSyncStatus().connected;
  const stored = path ? images.get(path) : undefined;
  const image = local?.image ?? (stored?.state === 'ready' ? stored.image : null);
  if (image) {
    const extension = /^data:image\/(png|jpeg|webp)/.exec(image)?.[1]?.replace('jpeg', 'jpg') ?? 'svg';
    return (
      <figure className="space-y-2">
        <img src={image} alt={title} className="max-h-[40vh] w-full rounded-lg bg-stone-100 object-contain" />
        <a href={image} download={`${title.slice(0, 60).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'image'}.${extension}`} className="text-sm font-medium text-teal-800 underline">
          {H.imageDownload}
        </a>
      </figure>
    );
  }
  if (!path && !jobId) return null;
  const note = stored?.state === 'missing' || !path ? H.imageMissing : online ? H.imageLoading : H.imageOffline;
  return (
    <p role="status" className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      {note}
    </p>
  );
}
