// Scripted user edits across every synced collection, counted, for the offline tests.
import { CONTENT_TYPES } from '../../../domain/tools.ts';
import { clearDraft, saveDraft } from '../../../sync/commands/draft-commands.ts';
import { addHistoryItem, deleteHistoryItem, setHistoryStatus } from '../../../sync/commands/history-commands.ts';
import { savePreferences } from '../../../sync/commands/preference-commands.ts';
import { saveProfile } from '../../../sync/commands/profile-commands.ts';
import { deleteTemplate, saveTemplate, setDefaultTemplate } from '../../../sync/commands/template-commands.ts';
import { recordUsage } from '../../../sync/commands/usage-commands.ts';

/** Makes exactly `total` edits (total >= 60), spread over the six synced collections. */
export async function makeEdits(total: number, tag: string): Promise<number> {
  let edits = 0;
  const count = async (write: Promise<unknown>) => {
    await write;
    edits += 1;
  };
  for (let i = 0; i < 8; i += 1) await count(saveProfile({ target_audience: `${tag} audience ${i}`, seo_keywords: [`${tag}-${i}`] }));
  for (const type of CONTENT_TYPES) await count(savePreferences(type, { tone: `${tag} ${type}`, level: 10 }));
  const templates = [];
  for (let i = 0; i < 6; i += 1) {
    const template = await saveTemplate({ name: `${tag} template ${i}`, description: `about ${i}` });
    templates.push(template);
    edits += 1;
  }
  await count(setDefaultTemplate(templates[1]!.id));
  await count(setDefaultTemplate(templates[2]!.id));
  await count(deleteTemplate(templates[0]!.id));
  for (const type of CONTENT_TYPES) await count(saveDraft(type, { form: { topic: `${tag} ${type}` }, output: `${tag} output` }));
  await count(clearDraft('video'));
  for (let i = 0; i < 6; i += 1) await count(recordUsage({ content_type: 'blog', credits_consumed: 1, word_count: 100 + i }));
  const history = [];
  while (edits < total) {
    const step = edits % 5;
    if (step === 3 && history.length > 0) await count(setHistoryStatus(history[history.length - 1]!, 'published'));
    else if (step === 4 && history.length > 3) await count(deleteHistoryItem(history.splice(0, 1)[0]!));
    else {
      history.push((await addHistoryItem({ content_type: 'social', title: `${tag} post ${edits}`, word_count: edits })).id);
      edits += 1;
    }
  }
  return edits;
}
