// Toasts for image jobs that finish while the tool is open: the queue drains in
// the background (sync/), one job at a time, and each result is announced: a drawn
// placeholder as what it is, never as a generated image.
import { IMAGE_MESSAGES } from '#domain/tools/images.ts';
import { useEffect, useRef } from 'react';
import type { ImageJobDoc } from '#sync/images.ts';
import { notifyError, notifySuccess } from '../../../../ui/notify.tsx';
import { doneToast, finishedSince, type JobStatus, statusMap } from './job-events.ts';

export function useJobToasts(jobs: readonly ImageJobDoc[], loading: boolean): void {
  const previous = useRef<Map<string, JobStatus> | null>(null);
  useEffect(() => {
    if (loading) return;
    if (previous.current) {
      for (const event of finishedSince(previous.current, jobs)) {
        if (event.kind === 'done') {
          const { title, description } = doneToast(event.job);
          notifySuccess(title, description);
        }
        else notifyError(IMAGE_MESSAGES.failed.title, event.job.error || IMAGE_MESSAGES.failed.fallbackDescription);
      }
    }
    previous.current = statusMap(jobs);
  }, [jobs, loading]);
}
