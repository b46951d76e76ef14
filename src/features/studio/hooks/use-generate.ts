// A tool's generations: runGeneration with the app's effects (toasts, the
// simulated delay, the data layer's history and usage commands) and a busy key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { addHistoryItem } from '#sync/history.ts';
import { recordUsage } from '#sync/usage.ts';
import type { ContentType } from '#domain/content-types.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { simulatedDelay, wait } from '../lib/delay-setting.ts';
import { type GenerationJob, runGeneration } from './run-generation.ts';

export function useGenerate(contentType: ContentType): { busy: string | null; run: <T>(job: GenerationJob<T>) => Promise<void> } {
  const [busy, setBusy] = useState<string | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(job: GenerationJob<T>) => {
      await runGeneration(contentType, job, {
        setBusy,
        wait: (key) => wait(simulatedDelay(key)),
        isMounted: () => mounted.current,
        notifySuccess,
        notifyError,
        addHistoryItem,
        recordUsage,
      });
    },
    [contentType],
  );

  return { busy, run };
}
