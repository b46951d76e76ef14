import type { ContentType } from '#domain/tools.ts';

/** One colour per content type in the analytics bars and their legend. */
export const TYPE_COLOURS: Record<ContentType, string> = {
  blog: 'bg-teal-700',
  social: 'bg-amber-500',
  newsletter: 'bg-sky-600',
  website: 'bg-violet-600',
  email: 'bg-rose-600',
  communication: 'bg-lime-600',
  image: 'bg-orange-500',
  seo: 'bg-stone-500',
  video: 'bg-fuchsia-700',
};
