// Every collection of a user's device database and how it syncs. Thirteen
// collections, the most RxDB's free version opens at once per process (error COL23):
// the device database is the only RxDB database the app opens, one at a time (a studio
// switch closes the one open first), and a collection more needs another taken out.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import { briefSchema } from '../schemas/brief-schema.ts';
import { type ContentHistoryDoc, contentHistorySchema, withPlan, withReview } from '../schemas/content-history-schema.ts';
import { contentPreferenceSchema } from '../schemas/content-preference-schema.ts';
import { generatorDraftSchema } from '../schemas/generator-draft-schema.ts';
import { imageJobSchema } from '../schemas/image-job-schema.ts';
import { masterPromptSchema } from '../schemas/master-prompt-schema.ts';
import { type ProfileDoc, profileSchema } from '../schemas/profile-schema.ts';
import { storedImageSchema } from '../schemas/stored-image-schema.ts';
import { subscriptionPlanSchema } from '../schemas/subscription-plan-schema.ts';
import { syncIssueSchema } from '../schemas/sync-issue-schema.ts';
import { toneTemplateSchema } from '../schemas/tone-template-schema.ts';
import { usageRecordSchema } from '../schemas/usage-record-schema.ts';
import { userSubscriptionSchema } from '../schemas/user-subscription-schema.ts';

/**
 * two-way: pulled after a checkpoint and pushed (sync_pull / sync_push);
 * mirror: pulled in full, read only; local: never leaves the device.
 */
export type SyncMode = 'two-way' | 'mirror' | 'local';

/** server-wins: the server's version stays, the device's is kept as a sync issue. merge: field by field. */
export type ConflictPolicy = 'server-wins' | 'merge';

export type CollectionDef = {
  // biome-ignore lint/suspicious/noExplicitAny: each collection has its own document type.
  schema: RxJsonSchema<any>;
  mode: SyncMode;
  conflict: ConflictPolicy;
  /** Fields holding timestamps, normalised on the way in (see timestamps.ts). */
  timestampFields: readonly string[];
  /** One entry per schema version above 0: the function that upgrades a version-(n-1) document. */
  migrationStrategies: MigrationStrategies;
};

const STAMPS = ['created_at', 'updated_at'] as const;

export const COLLECTION_DEFS = {
  profiles: {
    schema: profileSchema,
    mode: 'two-way',
    conflict: 'merge',
    timestampFields: STAMPS,
    migrationStrategies: { 1: (doc: unknown) => ({ ...(doc as ProfileDoc), time_zone: (doc as ProfileDoc).time_zone ?? null }) },
  },
  content_preferences: {
    schema: contentPreferenceSchema,
    mode: 'two-way',
    conflict: 'merge',
    timestampFields: STAMPS,
    migrationStrategies: {},
  },
  tone_templates: { schema: toneTemplateSchema, mode: 'two-way', conflict: 'server-wins', timestampFields: STAMPS, migrationStrategies: {} },
  // Merged field by field: one member updates the places left while another fixes the price.
  briefs: { schema: briefSchema, mode: 'two-way', conflict: 'merge', timestampFields: STAMPS, migrationStrategies: {} },
  content_history: {
    schema: contentHistorySchema,
    mode: 'two-way',
    conflict: 'server-wins',
    timestampFields: ['created_at', 'updated_at', 'scheduled_for', 'published_at', 'approved_at'],
    // Version 1 only added indexes: a device's documents carry over as they are. Version 2
    // gave them a plan, version 3 the review.
    migrationStrategies: {
      1: (doc: unknown) => doc,
      2: (doc: unknown) => withPlan(doc as ContentHistoryDoc),
      3: (doc: unknown) => withReview(doc as ContentHistoryDoc),
    },
  },
  generator_drafts: {
    schema: generatorDraftSchema,
    mode: 'two-way',
    conflict: 'server-wins',
    timestampFields: STAMPS,
    // Version 1 carried the tools' last generations: a draft from before has none yet.
    migrationStrategies: { 1: (doc: Record<string, unknown>) => ({ ...doc, last_runs: {} }) },
  },
  // Pulled too, so every device counts the same usage (This Month, the analytics) and a
  // reservation given back on the server disappears everywhere.
  usage_tracking: { schema: usageRecordSchema, mode: 'two-way', conflict: 'server-wins', timestampFields: ['created_at'], migrationStrategies: {} },
  master_prompts: { schema: masterPromptSchema, mode: 'mirror', conflict: 'server-wins', timestampFields: STAMPS, migrationStrategies: {} },
  subscription_plans: {
    schema: subscriptionPlanSchema,
    mode: 'mirror',
    conflict: 'server-wins',
    timestampFields: STAMPS,
    migrationStrategies: {},
  },
  user_subscriptions: {
    schema: userSubscriptionSchema,
    mode: 'mirror',
    conflict: 'server-wins',
    timestampFields: [...STAMPS, 'current_period_start', 'current_period_end'],
    migrationStrategies: {},
  },
  image_jobs: {
    schema: imageJobSchema,
    mode: 'local',
    conflict: 'server-wins',
    timestampFields: STAMPS,
    // Version 1 added where the image goes in Storage: a job made before stays on this device.
    // Version 2 added the typed prompt (an older job has only what was sent) and whether the image was drawn.
    migrationStrategies: {
      1: (doc: Record<string, unknown>) => ({ ...doc, storage_path: null, uploaded: false }),
      2: (doc: Record<string, unknown>) => ({
        ...doc,
        title: doc.prompt,
        drawn: typeof doc.image === 'string' && doc.image.startsWith('data:image/svg+xml'),
      }),
    },
  },
  stored_images: { schema: storedImageSchema, mode: 'local', conflict: 'server-wins', timestampFields: ['updated_at'], migrationStrategies: {} },
  sync_issues: { schema: syncIssueSchema, mode: 'local', conflict: 'server-wins', timestampFields: ['created_at'], migrationStrategies: {} },
} as const satisfies Record<string, CollectionDef>;

export type CollectionName = keyof typeof COLLECTION_DEFS;

/**
 * The studio's collections (migration 1100): pulled by studio, each row pushed with the
 * studio's id. The rest of the two-way data (drafts) is the user's own whatever the studio.
 */
export const STUDIO_COLLECTIONS: ReadonlySet<CollectionName> = new Set([
  'profiles',
  'content_preferences',
  'tone_templates',
  'briefs',
  'content_history',
  'usage_tracking',
]);

export const COLLECTION_NAMES = Object.keys(COLLECTION_DEFS) as CollectionName[];

/** The document fields of a collection (schema properties; `server_modified` included when present). */
export function documentFields(name: CollectionName): string[] {
  return Object.keys(COLLECTION_DEFS[name].schema.properties);
}
