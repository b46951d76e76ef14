// The brand profile, one per user (id = user_id): mirrors public.profiles.
// Version 1 added the studio's time zone (null until an owner saves one).
import type { RxJsonSchema } from 'rxdb';
import type { Profile } from '../../domain/brand.ts';
import { serverModified, sliderSet, stringList, timestamp, uuidKey } from './schema-parts.ts';

export type ProfileDoc = Profile & {
  id: string;
  created_at: string;
  updated_at: string;
  server_modified: string | null;
};

export const profileSchema: RxJsonSchema<ProfileDoc> = {
  title: 'profiles',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: uuidKey,
    user_id: { type: 'string' },
    full_name: { type: 'string' },
    business_name: { type: 'string' },
    business_description: { type: 'string' },
    website_url: { type: 'string' },
    business_type: { type: 'string' },
    primary_services: stringList,
    wellness_specialties: stringList,
    target_audience: { type: 'string' },
    brand_personality: sliderSet,
    seo_keywords: stringList,
    preferred_language: { type: 'string' },
    time_zone: { type: ['string', 'null'], maxLength: 64 },
    created_at: timestamp,
    updated_at: timestamp,
    server_modified: serverModified,
  },
  required: ['id', 'user_id', 'brand_personality', 'created_at', 'updated_at'],
};
