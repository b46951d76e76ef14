// How the grammar checker is set up for a language, in one place: its dialect, the
// rules it leaves off and the trade's words it takes as spelled. The editors' worker
// and the tools' corpus tests both call it, so what the editors flag is what the
// tests measure.

import { Dialect, type Linter } from 'harper.js';
import type { LanguageEntry } from '../generators/languages/languages.ts';

export async function setUpChecker(linter: Linter, check: LanguageEntry['grammarCheck']): Promise<void> {
  await linter.setup();
  await linter.setDialect(Dialect[check.dialect]);
  const config = await linter.getLintConfig();
  for (const rule of check.rulesOff) if (rule in config) config[rule] = false;
  await linter.setLintConfig(config);
  await linter.importWords([...check.words]);
}
