// Image generations waiting for the network (local only): queueImage() adds one,
// the drainer sends it to the generate-image function when online, then puts the
// image in the user's Storage folder (storage_path) so every device can show it.
// Version 1 added storage_path and uploaded; older jobs keep their image on this device.
// Version 2 added the prompt as the user typed it (title; `prompt` is what was sent,
// a master prompt filled in) and whether the built-in renderer drew the image (drawn).
import type { RxJsonSchema } from 'rxdb';
import { timestamp, uuidKey } from './schema-parts.ts';

export const IMAGE_JOB_STATUSES = ['queued', 'generating', 'done', 'failed'] as const;
export type ImageJobStatus = (typeof IMAGE_JOB_STATUSES)[number];

export type ImageDimensions = { value: string; label: string; width: number; height: number };

export type ImageJobDoc = {
  id: string;
  /** What was sent: the user's prompt, inside the chosen master prompt when there is one. */
  prompt: string;
  /** The user's prompt as typed, trimmed. */
  title?: string;
  style: string;
  dimensions: ImageDimensions;
  colors: string;
  text_overlay: string;
  wellness_type: string;
  status: ImageJobStatus;
  /** A URL or data URI, once generated. */
  image: string | null;
  /** True when the function's built-in renderer drew it (no image provider configured). */
  drawn?: boolean;
  /** Where the image goes in the `images` bucket ("<user id>/<job id>.<ext>"), once generated; null: this device only. */
  storage_path?: string | null;
  /** True once the image is in Storage. */
  uploaded?: boolean;
  error: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
};

export const imageJobSchema: RxJsonSchema<ImageJobDoc> = {
  title: 'image_jobs',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    prompt: { type: 'string' },
    title: { type: 'string' },
    style: { type: 'string' },
    dimensions: {
      type: 'object',
      properties: {
        value: { type: 'string' },
        label: { type: 'string' },
        width: { type: 'number' },
        height: { type: 'number' },
      },
    },
    colors: { type: 'string' },
    text_overlay: { type: 'string' },
    wellness_type: { type: 'string' },
    status: { type: 'string', enum: [...IMAGE_JOB_STATUSES], maxLength: 12 },
    image: { type: ['string', 'null'] },
    drawn: { type: 'boolean' },
    storage_path: { type: ['string', 'null'] },
    uploaded: { type: 'boolean' },
    error: { type: ['string', 'null'] },
    attempts: { type: 'integer', minimum: 0 },
    created_at: timestamp,
    updated_at: timestamp,
  },
  required: ['id', 'prompt', 'status', 'created_at', 'updated_at'],
  indexes: ['created_at'],
};
