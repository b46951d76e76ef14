// Under an editor: the grammar and style issues of the user's own text, each shown in
// place (the problem underlined in its sentence) with Harper's message and the fixes
// it suggests. Runs offline in a worker; only a click on a fix changes the text.
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { applyFix, fixLabel, issueContext } from './grammar-issues.ts';
import { useGrammarCheck } from './use-grammar-check.ts';

const SHOWN = 20;

type GrammarCheckProps = { text: string; onChange: (text: string) => void; label: string };

export function GrammarCheck({ text, onChange, label }: GrammarCheckProps) {
  const state = useGrammarCheck(text);
  // Fixes apply only to the text they were found in: while a newer text waits for its check, none is offered.
  const current = state.status === 'done' && state.text === text;
  return (
    <section aria-label={`Grammar check: ${label}`} className="mt-2 space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      {state.status === 'failed' ? (
        <p role="status" className="text-stone-700">
          The grammar check is not available on this device right now ({state.message}). Your text is kept as it is.
        </p>
      ) : !current ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Spinner className="size-4 text-teal-700" /> Checking grammar...
        </p>
      ) : state.issues.length === 0 ? (
        <p role="status" className="text-teal-800">
          No grammar issues found.
        </p>
      ) : (
        <>
          <p role="status" className="font-semibold text-stone-800">
            {state.issues.length === 1 ? '1 grammar issue' : `${state.issues.length} grammar issues`}
            {state.issues.length > SHOWN && ` (the first ${SHOWN} shown)`}
          </p>
          <ul className="space-y-2">
            {state.issues.slice(0, SHOWN).map((issue) => {
              const context = issueContext(text, issue);
              return (
                <li key={`${issue.start}-${issue.end}-${issue.rule}`} className="space-y-1 rounded-md bg-white p-2 ring-1 ring-stone-200">
                  <p className="break-words text-stone-700">
                    {context.before}
                    <mark className="bg-transparent text-red-800 underline decoration-red-600 decoration-wavy underline-offset-2">{context.problem || '⁁'}</mark>
                    {context.after}
                  </p>
                  <p className="text-stone-900">{issue.message}</p>
                  {issue.fixes.length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {issue.fixes.map((fix) => (
                        <Button key={`${fix.kind}-${fix.text}`} variant="secondary" size="sm" onClick={() => onChange(applyFix(text, issue, fix))}>
                          {fixLabel(text, issue, fix)}
                        </Button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
