import type { ImageJobDoc } from '#sync/images.ts';
import { Card } from '../../components/card.tsx';
import { ImageJobItem } from './image-job-item.tsx';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';

type ImageQueuePanelProps = {
  jobs: readonly ImageJobDoc[];
  /** The device database is still opening: the queue is not known yet. */
  loading?: boolean;
  onShow: (job: ImageJobDoc) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

/** Every image request on this device, newest first: queued, generating, done and failed. */
export function ImageQueuePanel({ jobs, loading = false, onShow, onRetry, onRemove }: ImageQueuePanelProps) {
  const waiting = jobs.filter((job) => job.status === 'queued').length;
  return (
    <Card title={IMAGE_SCREEN_TEXT.queueHeading} labelledId="image-queue-title" actions={waiting > 0 && <span className="text-sm text-stone-600">{waiting} waiting</span>}>
      {loading ? (
        <p role="status" className="text-sm text-stone-600">
          {IMAGE_SCREEN_TEXT.queueLoading}
        </p>
      ) : jobs.length === 0 ? (
        <p className="text-sm text-stone-600">{IMAGE_SCREEN_TEXT.queueEmpty}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-labelledby="image-queue-title">
          {jobs.map((job) => (
            <ImageJobItem key={job.id} job={job} onShow={onShow} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </Card>
  );
}
