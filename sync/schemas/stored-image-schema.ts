// Images this device fetched from Storage (local only): one per path in the `images`
// bucket. A screen asks for a path (state "wanted"); the leading tab downloads it when
// the backend answers ("ready", with the image as a data URI), or learns it is not there
// ("missing": the device that made it has not uploaded it yet, or could not).
import type { RxJsonSchema } from 'rxdb';
import { timestamp } from './schema-parts.ts';

export const STORED_IMAGE_STATES = ['wanted', 'ready', 'missing'] as const;
export type StoredImageState = (typeof STORED_IMAGE_STATES)[number];

export type StoredImageDoc = {
  /** The object's path in the bucket ("<user id>/<job id>.<ext>"). */
  id: string;
  state: StoredImageState;
  /** A data URI, once ready. */
  image: string | null;
  updated_at: string;
};

export const storedImageSchema: RxJsonSchema<StoredImageDoc> = {
  title: 'stored_images',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    state: { type: 'string', enum: [...STORED_IMAGE_STATES], maxLength: 12 },
    image: { type: ['string', 'null'] },
    updated_at: timestamp,
  },
  required: ['id', 'state', 'updated_at'],
  indexes: ['state'],
};
