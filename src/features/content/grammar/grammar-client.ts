// One grammar worker per tab, started by the first editor that asks (never on pages
// without an editor), answering each text in turn; a newer text makes older answers moot.
import type { GrammarIssue } from './grammar-issues.ts';
import type { GrammarAnswer } from './grammar-worker.ts';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (issues: GrammarIssue[]) => void; reject: (error: Error) => void }>();

function grammarWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./grammar-worker.ts', import.meta.url), { type: 'module', name: 'grammar-check' });
  worker.onmessage = (event: MessageEvent<GrammarAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!pending) return;
    if ('error' in answer) pending.reject(new Error(answer.error));
    else pending.resolve(answer.issues);
  };
  worker.onerror = (event) => {
    // The worker could not start (its files never reached this device): every waiting check fails, the next one tries again.
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'The grammar checker could not start.'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

export function checkGrammar(text: string): Promise<GrammarIssue[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    grammarWorker().postMessage({ id, text });
  });
}
