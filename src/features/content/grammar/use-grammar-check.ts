import { useEffect, useState } from 'react';
import { checkGrammar } from './grammar-client.ts';
import type { GrammarIssue } from './grammar-issues.ts';

/** A pause in typing before the text is checked again. */
const CHECK_DELAY_MS = 500;

export type GrammarState =
  | { status: 'checking' }
  | { status: 'done'; text: string; issues: GrammarIssue[] }
  | { status: 'failed'; message: string };

/** The grammar issues of `text`, checked in the grammar worker after each pause in typing. */
export function useGrammarCheck(text: string): GrammarState {
  const [state, setState] = useState<GrammarState>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      checkGrammar(text).then(
        (issues) => current && setState({ status: 'done', text, issues }),
        (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);
  return state;
}
