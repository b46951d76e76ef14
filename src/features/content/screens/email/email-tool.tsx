// Email marketing: campaign type, subject, audience, goal, tone, key message, details,
// call to action with its link, and notes -> subject, preheader and body (copy, .txt download).
import { EMAIL_MESSAGES } from '#domain/tools/email.ts';
import { useMemo } from 'react';
import { CAMPAIGN_TYPES, EMAIL_TONES } from '#domain/studio-options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { InputField } from '../../components/input-field.tsx';
import { MessageResult } from '../../components/message-result.tsx';
import { ResultSkeleton } from '../../components/result-skeleton.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextareaField } from '../../../../ui/textarea-field.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import type { EmailGenerate } from '../../generators/email/email-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { webAddressProblem } from '#domain/web-address.ts';
import { emailDefaults } from './email-draft.ts';
import { useStartingBrief, useStartingSource } from '../../hooks/use-starting.ts';
import { fromBrief, fromSource } from './email-start.ts';

export function EmailTool() {
  const { ctx, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => emailDefaults(), []);
  const draft = useToolDraft('email', defaults, !voiceLoading);
  const { busy, run, edit } = useGenerate<EmailGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);

  const generate = () =>
    run({
      key: 'email',
      delay: 'email',
      inputs: [form, ctx],
      produce: (generate, variant) => generate('email', form, ctx, { variant }),
      apply: (email) => setOutput(email),
      success: EMAIL_MESSAGES.generated,
      record: (email) => ({ title: email.subject, content: email.body, wordCount: countWords(email.body), credits: creditCost('email') }),
    });

  const formCard = (
    <Card title="Campaign details">
      <SelectField label="Campaign type" marked value={form.campaignType} options={CAMPAIGN_TYPES} placeholder="Select campaign type" onChange={(campaignType) => setForm({ campaignType })} />
      <InputField label="Subject line" required value={form.subject} onChange={(subject) => setForm({ subject })} />
      <InputField label="Target audience" required value={form.audience} placeholder="e.g. members who have not visited in 60 days" onChange={(audience) => setForm({ audience })} />
      <InputField label="Goal" value={form.goal} placeholder="e.g. fill our spring retreat" onChange={(goal) => setForm({ goal })} />
      <SelectField label="Tone" value={form.tone} options={EMAIL_TONES} onChange={(tone) => setForm({ tone })} />
      <TextareaField label="Key message" value={form.keyMessage} onChange={(keyMessage) => setForm({ keyMessage })} />
      <TextareaField
        label="Details (optional)"
        value={form.details}
        rows={4}
        hint="Paste dates, times, prices, what to bring and how to book: every fact is printed as you wrote it."
        onChange={(details) => setForm({ details })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Call to action" value={form.callToAction} placeholder="e.g. Reserve your place" onChange={(callToAction) => setForm({ callToAction })} />
        <InputField
          label="Link for the button"
          value={form.ctaLink}
          placeholder="e.g. www.yourstudio.com/book"
          hint="Where the call to action takes the reader."
          error={webAddressProblem(form.ctaLink)}
          onChange={(ctaLink) => setForm({ ctaLink })}
        />
      </div>
      <TextareaField
        label="Additional notes"
        value={form.additionalNotes}
        rows={2}
        hint="For the writer, never printed: who signs, what to remind or mention, words to avoid."
        onChange={(additionalNotes) => setForm({ additionalNotes })}
      />
      <Button busy={busy === 'email'} disabled={busy !== null} onClick={generate} className="w-full sm:w-auto">
        {busy === 'email' ? 'Generating Email...' : 'Generate Email'}
      </Button>
    </Card>
  );

  const result =
    busy === 'email' ? (
      <ResultSkeleton label="Writing your email..." />
    ) : output.body ? (
      <MessageResult
        title="Your email"
        fields={[
          { label: 'Subject', text: output.subject },
          { label: 'Preheader', text: output.preheader },
        ]}
        body={output.body}
        onEditBody={(body) => {
          setOutput({ body });
          edit('email', { title: output.subject, content: body, wordCount: countWords(body) });
        }}
      />
    ) : (
      <EmptyState title="Your email will appear here" text="Choose a campaign type, write a subject and an audience, and generate." />
    );

  return <ToolLayout contentType="email" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formCard} result={result} />;
}
