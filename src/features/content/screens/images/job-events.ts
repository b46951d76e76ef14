// Which image jobs finished since the screen last looked: the tool toasts each one
// ('Image generated successfully', or 'Error' with the job's message). Jobs that
// were already finished when the screen opened are not announced again.
export type JobStatus = 'queued' | 'generating' | 'done' | 'failed';
export type JobSnapshot = { id: string; status: JobStatus; error: string | null };
export type JobEvent<J extends JobSnapshot> = { kind: 'done' | 'failed'; job: J };

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
