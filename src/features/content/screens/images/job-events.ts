// Which image jobs finished since the screen last looked: the tool toasts each one
// ('Image generated successfully'; a placeholder the built-in renderer drew, as
// that; or 'Error' with the job's message). Jobs that were already finished when the
// screen opened are not announced again.
import { IMAGE_MESSAGES } from '#domain/tools/images.ts';

export type JobStatus = 'queued' | 'generating' | 'done' | 'failed';
export type JobSnapshot = { id: string; status: JobStatus; error: string | null; drawn?: boolean };
export type JobEvent<J extends JobSnapshot> = { kind: 'done' | 'failed'; job: J };

/** What a finished image says: a drawn placeholder never claims to be a generated image. */
export function doneToast(job: Pick<JobSnapshot, 'drawn'>): { title: string; description?: string } {
  return job.drawn ? IMAGE_MESSAGES.drawn : { title: IMAGE_MESSAGES.generated };
}

export function statusMap(jobs: readonly JobSnapshot[]): Map<string, JobStatus> {
  return new Map(jobs.map((job) => [job.id, job.status]));
}

export function finishedSince<J extends JobSnapshot>(previous: ReadonlyMap<string, JobStatus>, jobs: readonly J[]): JobEvent<J>[] {
  const events: JobEvent<J>[] = [];
  for (const job of jobs) {
    if (job.status !== 'done' && job.status !== 'failed') continue;
    if (previous.get(job.id) === job.status) continue;
    events.push({ kind: job.status, job });
  }
  return events;
}
