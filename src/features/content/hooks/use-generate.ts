// A tool's generations: runGeneration with the app's effects (toasts, the
// simulated delay, the data layer's history and usage commands), a busy key, and
// the last run of each job (so the same inputs again give the next variant). The
// generators load on first use: their chunk (with its English grammar library) is
// not part of the studio screen's own.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addHistoryItem, replaceHistoryText } from '#sync/history.ts';
import { recordUsage } from '#sync/usage.ts';
import type { ContentType } from '#domain/content-types.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { simulatedDelay, wait } from '../lib/delay-setting.ts';
import { type GenerationJob, runGeneration } from './run-generation.ts';
import { runMemory } from './run-memory.ts';

const loadGenerate = () => import('../generators/generate.ts').then((module) => module.generate);

export function useGenerate(contentType: ContentType): { busy: string | null; run: <T>(job: GenerationJob<T>) => Promise<void> } {
  const [busy, setBusy] = useState<string | null>(null);
  const mounted = useRef(false);
  const runs = useMemo(() => runMemory(typeof localStorage === 'undefined' ? null : localStorage, contentType), [contentType]);
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
        loadGenerate,
        lastRun: runs.get,
        remember: runs.set,
        addHistoryItem,
        replaceHistoryText,
        recordUsage,
      });
    },
    [contentType, runs],
  );

  return { busy, run };
}
