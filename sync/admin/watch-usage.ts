// Live usage for the admin analytics tab: one Realtime channel listening to
// usage_tracking inserts (row level security lets an administrator hear every
// user's). Inserts arriving close together are gathered into one onChange call.
// Events committed while the channel was down are not replayed, so every
// SUBSCRIBED (the first join too: the tab's load may have run before it) also
// calls onChange. The channel ends when the returned function is called or the
// user signs out.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { appClient, type SupabaseClient } from './admin-request.ts';

/** How long inserts are gathered into one onChange call (ms). */
export const USAGE_COALESCE_MS = 200;

let joins = 0;

export function watchUsage(onChange: () => void, client: SupabaseClient = appClient(), coalesceMs = USAGE_COALESCE_MS): () => void {
  let stopped = false;
  let channel: RealtimeChannel | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const changed = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) onChange();
    }, coalesceMs);
  };

  const join = async () => {
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token;
    if (stopped || !token) return;
    await client.realtime.setAuth(token);
    if (stopped) return;
    joins += 1;
    const next = client
      .channel(`admin-usage:${joins}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'usage_tracking' }, changed);
    channel = next;
    next.subscribe((status) => {
      if (status === 'SUBSCRIBED') changed();
    });
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    authListener.subscription.unsubscribe();
    clearTimeout(timer);
    timer = undefined;
    const old = channel;
    channel = null;
    if (old) client.removeChannel(old).catch(() => undefined);
  };

  const { data: authListener } = client.auth.onAuthStateChange((event) => {
    // Never call supabase-js from inside its own auth callback (it holds a lock): defer.
    if (event === 'SIGNED_OUT') setTimeout(stop, 0);
  });
  join().catch((error: unknown) => console.warn('Live usage could not join', error));
  return stop;
}
