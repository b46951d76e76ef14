// Reading an image history item's metadata (written by the image tool): kept apart from
// the Storage calls so screens that only read it do not load them.

/** Where an image history item's picture is: its file in the bucket and the job that made it (either may be missing). */
export function imageFileOf(metadata: Record<string, unknown> | null | undefined): { path: string | null; jobId: string | null } {
  const path = metadata?.image_path;
  const jobId = metadata?.image_job_id;
  return { path: typeof path === 'string' ? path : null, jobId: typeof jobId === 'string' ? jobId : null };
}
