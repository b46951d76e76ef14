// The types of a user's device database: one RxDB collection per entry of
// collection-defs.ts. Type-only, so importing it never loads RxDB.
import type { RxCollection, RxDatabase } from 'rxdb';
import type { BriefDoc } from '../schemas/brief-schema.ts';
import type { ContentHistoryDoc } from '../schemas/content-history-schema.ts';
import type { ContentPreferenceDoc } from '../schemas/content-preference-schema.ts';
import type { GeneratorDraftDoc } from '../schemas/generator-draft-schema.ts';
import type { ImageJobDoc } from '../schemas/image-job-schema.ts';
import type { MasterPromptDoc } from '../schemas/master-prompt-schema.ts';
import type { ProfileDoc } from '../schemas/profile-schema.ts';
import type { StoredImageDoc } from '../schemas/stored-image-schema.ts';
import type { SubscriptionPlanDoc } from '../schemas/subscription-plan-schema.ts';
import type { SyncIssueDoc } from '../schemas/sync-issue-schema.ts';
import type { ToneTemplateDoc } from '../schemas/tone-template-schema.ts';
import type { UsageRecordDoc } from '../schemas/usage-record-schema.ts';
import type { UserSubscriptionDoc } from '../schemas/user-subscription-schema.ts';

export type StudioDocs = {
  profiles: ProfileDoc;
  content_preferences: ContentPreferenceDoc;
  tone_templates: ToneTemplateDoc;
  briefs: BriefDoc;
  content_history: ContentHistoryDoc;
  generator_drafts: GeneratorDraftDoc;
  usage_tracking: UsageRecordDoc;
  master_prompts: MasterPromptDoc;
  subscription_plans: SubscriptionPlanDoc;
  user_subscriptions: UserSubscriptionDoc;
  image_jobs: ImageJobDoc;
  sync_issues: SyncIssueDoc;
  stored_images: StoredImageDoc;
};

/** A document as plain fields (RxDB's internals left out), as replication and conflict resolution handle it. */
export type DocState = Record<string, unknown> & { _deleted: boolean };

export type DeviceCollections = { [K in keyof StudioDocs]: RxCollection<StudioDocs[K]> };

export type DeviceDatabase = RxDatabase<DeviceCollections>;
