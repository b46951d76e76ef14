// Public surface: the image queue (generated online, queued offline) and the images
// made on the user's other devices (fetched from Storage).
export type { ImageRequest } from '../commands/image-commands.ts';
export { queueImage, removeImageJob, retryImage } from '../commands/image-commands.ts';
export { useStoredImages } from '../hooks/use-stored-images.ts';
export { imageFileOf } from '../images/image-file.ts';
export type { StoredImageDoc, StoredImageState } from '../schemas/stored-image-schema.ts';
export { useImageJobs } from '../hooks/use-image-jobs.ts';
export type { ImageJobDoc, ImageJobStatus } from '../schemas/image-job-schema.ts';
