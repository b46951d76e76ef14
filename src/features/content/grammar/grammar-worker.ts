// The editors' grammar check, off the main thread: Harper (an offline WASM grammar
// checker) in a module worker, started the first time an editor opens. It answers each
// { id, text } with that text's issues; the WASM file is cached by the service worker,
// so the check works with no network after the first use. Which checker and dialect
// come from the languages list: English text is checked by Harper in British English,
// with the wellness trade's words taken as spelled.
/// <reference lib="webworker" />
import { LocalLinter, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';
import { DEFAULT_LANGUAGE, languageEntry } from '../generators/languages/languages.ts';
import { type Fix, type GrammarIssue, utf16Offsets } from './grammar-issues.ts';
import { setUpChecker } from './harper-setup.ts';

export type GrammarRequest = { id: number; text: string };
export type GrammarAnswer = { id: number; issues: GrammarIssue[] } | { id: number; error: string };

const check = languageEntry(DEFAULT_LANGUAGE).grammarCheck;
const linter = new LocalLinter({ binary });
const ready = setUpChecker(linter, check);

const KIND: Record<number, Fix['kind']> = { [SuggestionKind.Replace]: 'replace', [SuggestionKind.Remove]: 'remove', [SuggestionKind.InsertAfter]: 'insert-after' };

async function issuesOf(text: string): Promise<GrammarIssue[]> {
  await ready;
  const at = utf16Offsets(text);
  const byRule = await linter.organizedLints(text);
  const issues: GrammarIssue[] = [];
  for (const [rule, lints] of Object.entries(byRule)) {
    for (const lint of lints) {
      const span = lint.span();
      const fixes = lint.suggestions().map((suggestion) => ({ kind: KIND[suggestion.kind()] ?? 'replace', text: suggestion.get_replacement_text() }));
      issues.push({ start: at(span.start), end: at(span.end), rule, message: lint.message(), fixes: fixes.slice(0, 3) });
    }
  }
  return issues.sort((a, b) => a.start - b.start);
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<GrammarRequest>) => {
  const { id, text } = event.data;
  try {
    scope.postMessage({ id, issues: await issuesOf(text) } satisfies GrammarAnswer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies GrammarAnswer);
  }
};
