// Building blocks shared by the collection schemas. RxDB needs maxLength on the
// primary key and on indexed strings, and (with Dexie) every indexed field required.
import { CONTENT_TYPES } from '../../domain/tools.ts';

export const uuidKey = { type: 'string', maxLength: 36 } as const;
/** "<user_id>:<content_type>" ids (content_preferences, generator_drafts). */
export const userTypeKey = { type: 'string', maxLength: 64 } as const;
/** ISO timestamps with microseconds, normalised to UTC ("...T10:00:00.123456Z"). */
export const timestamp = { type: 'string', maxLength: 40 } as const;
export const nullableTimestamp = { type: ['string', 'null'], maxLength: 40 } as const;
export const contentType = { type: 'string', enum: [...CONTENT_TYPES], maxLength: 20 } as const;
export const stringList = { type: 'array', items: { type: 'string' } } as const;
export const jsonObject = { type: 'object', additionalProperties: true } as const;
/** The server `_modified` of the row this document was last known as (null: never on the server). */
export const serverModified = { type: ['string', 'null'] } as const;
export const sliderSet = {
  type: 'object',
  properties: {
    spiritual_practical: { type: 'number' },
    calm_energetic: { type: 'number' },
    formal_casual: { type: 'number' },
    detailed_concise: { type: 'number' },
  },
  required: ['spiritual_practical', 'calm_energetic', 'formal_casual', 'detailed_concise'],
} as const;
