// The live reads behind the hooks, as observables of plain objects: each emits
// at once and again whenever the data changes (a local write, a pull, another tab).
import type { RxDocument } from 'rxdb';
import { map, type Observable } from 'rxjs';
import type { ContentType } from '../../domain/tools.ts';
import type { DeviceDatabase } from '../db/device-database.ts';
import { briefOf } from '../schemas/brief-schema.ts';
import type { Brief } from '../../domain/brief.ts';
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

const plain = <T>(docs: RxDocument<T>[]): T[] => docs.map((doc) => doc.toMutableJSON() as T);

export function profile$(db: DeviceDatabase, studioId: string): Observable<ProfileDoc | null> {
  return db.profiles.findOne(studioId).$.pipe(map((doc) => (doc ? doc.toMutableJSON() : null)));
}

export function templates$(db: DeviceDatabase): Observable<ToneTemplateDoc[]> {
  return db.tone_templates.find({ sort: [{ created_at: 'desc' }] }).$.pipe(map(plain));
}

/** The studio's briefs, newest first. */
export function briefs$(db: DeviceDatabase): Observable<Brief[]> {
  return db.briefs.find({ sort: [{ created_at: 'desc' }] }).$.pipe(map((docs) => plain(docs).map(briefOf)));
}

/** One brief, null when the device holds none by that id. */
export function brief$(db: DeviceDatabase, id: string): Observable<Brief | null> {
  return db.briefs.findOne(id).$.pipe(map((doc) => (doc ? briefOf(doc.toMutableJSON()) : null)));
}

export function draft$(db: DeviceDatabase, userId: string, contentType: ContentType): Observable<GeneratorDraftDoc | null> {
  return db.generator_drafts.findOne(`${userId}:${contentType}`).$.pipe(map((doc) => (doc ? doc.toMutableJSON() : null)));
}

/** The saved settings per content type (types never saved are absent). */
export function preferences$(db: DeviceDatabase): Observable<Partial<Record<ContentType, Record<string, unknown>>>> {
  return db.content_preferences.find().$.pipe(
    map((docs) => Object.fromEntries(docs.map((doc) => [doc.content_type, doc.toMutableJSON().default_settings]))),
  );
}

/** The user's current subscription: the active (or trial) one ending last, else the newest. */
export function subscription$(db: DeviceDatabase): Observable<UserSubscriptionDoc | null> {
  return db.user_subscriptions.find().$.pipe(
    map((docs) => {
      const all = plain(docs).sort((a, b) => (b.current_period_end ?? b.created_at).localeCompare(a.current_period_end ?? a.created_at));
      return all.find((sub) => sub.status === 'active' || sub.status === 'trialing') ?? all[0] ?? null;
    }),
  );
}

export function plans$(db: DeviceDatabase): Observable<SubscriptionPlanDoc[]> {
  return db.subscription_plans.find().$.pipe(map((docs) => plain(docs).sort((a, b) => a.price - b.price)));
}

export function masterPrompts$(db: DeviceDatabase, contentType?: ContentType): Observable<MasterPromptDoc[]> {
  const selector = contentType ? { content_type: contentType } : {};
  return db.master_prompts.find({ selector }).$.pipe(map((docs) => plain(docs).filter((prompt) => prompt.is_active)));
}

export function imageJobs$(db: DeviceDatabase): Observable<ImageJobDoc[]> {
  return db.image_jobs.find({ sort: [{ created_at: 'desc' }] }).$.pipe(map(plain));
}

/** The images of these Storage paths this device has fetched or asked for. */
export function storedImages$(db: DeviceDatabase, paths: readonly string[]): Observable<StoredImageDoc[]> {
  return db.stored_images.findByIds([...paths]).$.pipe(map((found) => [...found.values()].map((doc) => doc.toMutableJSON() as StoredImageDoc)));
}

export function usage$(db: DeviceDatabase, sinceIso?: string): Observable<UsageRecordDoc[]> {
  const selector = sinceIso ? { created_at: { $gte: sinceIso } } : {};
  return db.usage_tracking.find({ selector, sort: [{ created_at: 'desc' }] }).$.pipe(map(plain));
}

export function openSyncIssues$(db: DeviceDatabase): Observable<SyncIssueDoc[]> {
  return db.sync_issues.find({ selector: { state: 'open' }, sort: [{ created_at: 'desc' }] }).$.pipe(map(plain));
}
