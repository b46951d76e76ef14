// The current image: waiting in the queue (offline), generating, failed, or shown
// with its PNG download.
import { IMAGE_MESSAGES } from '#domain/tools/images.ts';
import type { ImageJobDoc } from '#sync/images.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { imageSizeOption } from '../../image-request/build-image-request.ts';
import { DownloadPngButton } from './download-png-button.tsx';
import type { ImageOutput } from './image-draft.ts';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';

type ImageResultProps = { output: ImageOutput; job: ImageJobDoc | undefined; online: boolean; onRetry: (id: string) => void };

export function ImageResult({ output, job, online, onRetry }: ImageResultProps) {
  const waiting = job && (job.status === 'queued' || job.status === 'generating');
  if (waiting && online) return <ResultSkeleton label={IMAGE_SCREEN_TEXT.generating} />;
  if (waiting) {
    return (
      <div role="status" className="rounded-xl border-2 border-dashed border-amber-300 bg-amber-50 p-6 text-sm text-amber-900">
        <p className="font-semibold">{IMAGE_SCREEN_TEXT.queuedOffline}</p>
        <p className="mt-1 break-words">{job.prompt}</p>
      </div>
    );
  }
  if (job?.status === 'failed') {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-900">
        <p className="font-semibold">{IMAGE_MESSAGES.failed.title}</p>
        <p>{job.error || IMAGE_MESSAGES.failed.fallbackDescription}</p>
        <Button variant="secondary" size="sm" onClick={() => onRetry(job.id)}>
          Retry
        </Button>
      </div>
    );
  }
  if (!output.image) return <EmptyState title={IMAGE_SCREEN_TEXT.emptyTitle} text={IMAGE_SCREEN_TEXT.emptyText} />;
  const size = imageSizeOption(output.dimensions);
  return (
    <Card title="Your Image" labelledId="image-result-title" actions={<DownloadPngButton target={{ image: output.image, width: size.width, height: size.height, title: output.prompt }} />}>
      <img
        src={output.image}
        alt={output.prompt}
        width={size.width}
        height={size.height}
        className="h-auto max-h-[70vh] w-full rounded-lg bg-stone-100 object-contain"
      />
      <p className="text-sm text-stone-600">{size.label}</p>
      {output.drawn ? <p className="text-sm text-amber-900">{IMAGE_MESSAGES.drawn.description}</p> : null}
    </Card>
  );
}
