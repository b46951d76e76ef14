import { useId } from 'react';
import { CHARACTER_LIMITS, lengthIsRecommended, MAX_HASHTAGS_DISPLAYED, type Platform } from '#domain/studio-options.ts';
import { inputClass } from '../../../../ui/field.tsx';
import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import { GrammarCheck } from '../../grammar/grammar-check.tsx';
import { characterCounterColour } from '../../rules/character-counter.ts';
import { SOCIAL_LENGTH_LABELS, SOCIAL_MESSAGES } from '#domain/tools/social.ts';
import { type EditablePost, platformLabel, stillLeftOut } from './social-draft.ts';

const COUNTER_CLASS = { normal: 'text-stone-600', warning: 'text-yellow-700', over: 'text-red-700' } as const;

function PostCard({ post, onEdit }: { post: EditablePost; onEdit: (text: string) => void }) {
  const id = useId();
  const limit = CHARACTER_LIMITS[post.platform];
  const colour = characterCounterColour(post.text.length, limit);
  const label = `${platformLabel(post.platform)} post`;
  const leftOut = stillLeftOut(post);
  const kind = lengthIsRecommended(post.platform) ? 'recommended' : 'limit';
  const leftOutMessage = kind === 'recommended' ? SOCIAL_MESSAGES.leftOutRecommended : SOCIAL_MESSAGES.leftOut;
  return (
    <Card title={label} actions={<CopyAction text={post.text} />}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea id={id} className={inputClass} rows={10} value={post.text} aria-describedby={`${id}-count`} onChange={(event) => onEdit(event.target.value)} />
      <p id={`${id}-count`} data-colour={colour} className={`text-right text-xs font-semibold ${COUNTER_CLASS[colour]}`}>
        {SOCIAL_LENGTH_LABELS.counter[kind].replace('{count}', String(post.text.length)).replace('{limit}', String(limit))}
        {colour === 'over' && SOCIAL_LENGTH_LABELS.over[kind]}
      </p>
      {leftOut.length > 0 && (
        <p data-testid="left-out" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-700/20">
          {leftOutMessage.replace('{platform}', platformLabel(post.platform)).replace('{limit}', String(limit)).replace('{items}', leftOut.join('; '))}
        </p>
      )}
      <GrammarCheck text={post.text} onChange={onEdit} label={label} />
    </Card>
  );
}

type SocialPostsProps = { posts: EditablePost[]; hashtags: string[]; onEdit: (platform: Platform, text: string) => void };

export function SocialPosts({ posts, hashtags, onEdit }: SocialPostsProps) {
  const shown = hashtags.slice(0, MAX_HASHTAGS_DISPLAYED);
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.platform} post={post} onEdit={(text) => onEdit(post.platform, text)} />
      ))}
      {shown.length > 0 && (
        <Card title="Hashtags" actions={<CopyAction text={shown.join(' ')} label="Copy hashtags" />}>
          <ul className="flex flex-wrap gap-2" aria-label="Hashtags">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900 ring-1 ring-amber-700/20">
                {tag}
              </li>
            ))}
          </ul>
          {hashtags.length > shown.length && (
            <p className="text-xs text-stone-600">
              Showing {shown.length} of {hashtags.length} hashtags.
            </p>
          )}
        </Card>
      )}
    </>
  );
}
