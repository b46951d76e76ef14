// Public surface: the image queue (generated online, queued offline).
export type { ImageRequest } from '../commands/image-commands.ts';
export { queueImage, removeImageJob, retryImage } from '../commands/image-commands.ts';
export { useImageJobs } from '../hooks/use-image-jobs.ts';
export type { ImageJobDoc, ImageJobStatus } from '../schemas/image-job-schema.ts';
