import { IMAGE_MESSAGES } from '#domain/tools/images.ts';
import type { ImageJobDoc, ImageJobStatus } from '#sync/images.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { DownloadPngButton } from './download-png-button.tsx';
import { JOB_STATUS_LABEL } from './image-screen-text.ts';

const STATUS_TONE: Record<ImageJobStatus, 'teal' | 'amber' | 'stone'> = { queued: 'stone', generating: 'teal', done: 'teal', failed: 'amber' };

type ImageJobItemProps = { job: ImageJobDoc; onShow: (job: ImageJobDoc) => void; onRetry: (id: string) => void; onRemove: (id: string) => void };

/** One request of the queue: its status, its prompt and size, and what can be done with it. */
export function ImageJobItem({ job, onShow, onRetry, onRemove }: ImageJobItemProps) {
  const status = JOB_STATUS_LABEL[job.status] ?? job.status;
  return (
    <li className="flex gap-3 py-3" aria-label={`${status}: ${job.prompt}`}>
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100">
        {job.status === 'done' && job.image ? (
          <img src={job.image} alt="" className="size-full object-cover" />
        ) : job.status === 'generating' ? (
          <Spinner className="size-5 text-teal-700" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[job.status] ?? 'stone'}>{status}</Badge>
          <span className="text-xs text-stone-600">{job.dimensions?.label}</span>
        </div>
        <p className="line-clamp-2 break-words text-sm text-stone-900">{job.prompt}</p>
        {job.status === 'failed' && <p className="text-xs text-red-700">{job.error || IMAGE_MESSAGES.failed.fallbackDescription}</p>}
        <div className="flex flex-wrap gap-2 pt-1">
          {job.status === 'done' && job.image && (
            <>
              <Button variant="secondary" size="sm" onClick={() => onShow(job)}>
                Show
              </Button>
              <DownloadPngButton target={{ image: job.image, width: job.dimensions.width, height: job.dimensions.height, title: job.prompt }} />
            </>
          )}
          {job.status === 'failed' && (
            <Button variant="secondary" size="sm" onClick={() => onRetry(job.id)}>
              Retry
            </Button>
          )}
          {job.status !== 'generating' && (
            <Button variant="ghost" size="sm" onClick={() => onRemove(job.id)}>
              Remove
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
