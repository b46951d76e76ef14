// Client communication: a reply shaped by type, inquiry, urgency and tone (copy, .txt download).
import { COMMUNICATION_MESSAGES } from '#domain/tools/communication.ts';
import { useMemo } from 'react';
import { COMMUNICATION_TONES, COMMUNICATION_TYPES, INQUIRY_TYPES, URGENCY_LEVELS } from '#domain/studio-options.ts';
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
import type { CommunicationGenerate } from '../../generators/communication/communication-generators.ts';
import { useGenerate } from '../../hooks/use-generate.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { creditCost } from '#domain/tools.ts';
import { communicationDefaults } from './communication-draft.ts';
import { useStartingBrief, useStartingSource } from '../../hooks/use-starting.ts';
import { fromBrief, fromSource } from './communication-start.ts';

const URGENCY_OPTIONS = URGENCY_LEVELS.map(({ value, label }) => ({ value, label }));

export function CommunicationTool() {
  const { ctx, voiceLoading, voiceFailed } = useStudioContext();
  const defaults = useMemo(() => communicationDefaults(), []);
  const draft = useToolDraft('communication', defaults, !voiceLoading);
  const { busy, run, edit } = useGenerate<CommunicationGenerate>();
  const { form, output, setForm, setOutput } = draft;
  useStartingBrief((brief) => setForm(fromBrief(brief)), draft.ready);
  useStartingSource((item) => setForm(fromSource(item)), draft.ready);

  const generate = () =>
    run({
      key: 'reply',
      delay: 'communication',
      inputs: [form, ctx],
      produce: (generate, variant) => generate('client-reply', form, ctx, { variant }),
      apply: (reply) => setOutput(reply),
      success: COMMUNICATION_MESSAGES.generated,
      record: (reply) => ({ title: reply.subject, content: reply.body, wordCount: countWords(reply.body), credits: creditCost('communication') }),
    });

  const formCard = (
    <Card title="Reply details">
      <SelectField label="Communication type" marked value={form.communicationType} options={COMMUNICATION_TYPES} placeholder="Select communication type" onChange={(communicationType) => setForm({ communicationType })} />
      <InputField label="Client name" value={form.clientName} onChange={(clientName) => setForm({ clientName })} />
      <SelectField label="Inquiry type" marked value={form.inquiryType} options={INQUIRY_TYPES} placeholder="Select inquiry type" onChange={(inquiryType) => setForm({ inquiryType })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Urgency" value={form.urgency} options={URGENCY_OPTIONS} onChange={(urgency) => setForm({ urgency })} />
        <SelectField label="Tone" value={form.tone} options={COMMUNICATION_TONES} onChange={(tone) => setForm({ tone })} />
      </div>
      <TextareaField label="Client's message (paste it as it arrived)" value={form.context} rows={4} placeholder="Each of her questions gets an answer; her words are never copied back." onChange={(context) => setForm({ context })} />
      <TextareaField label="Your notes: what to answer, next steps" value={form.nextSteps} rows={3} placeholder="yes she can come; ask for her doctor's OK in writing; sign off from Anaïs" onChange={(nextSteps) => setForm({ nextSteps })} />
      <InputField label="Services to mention" value={form.services} onChange={(services) => setForm({ services })} />
      <TextareaField label="Details to include (dates, prices, what to bring)" value={form.additionalInfo} rows={2} onChange={(additionalInfo) => setForm({ additionalInfo })} />
      <Button busy={busy === 'reply'} disabled={busy !== null} onClick={generate} className="w-full sm:w-auto">
        {busy === 'reply' ? 'Generating Reply...' : 'Generate Reply'}
      </Button>
    </Card>
  );

  const result =
    busy === 'reply' ? (
      <ResultSkeleton label="Writing your reply..." />
    ) : output.body ? (
      <MessageResult
        title="Your reply"
        fields={[{ label: 'Subject', text: output.subject }]}
        body={output.body}
        onEditBody={(body) => {
          setOutput({ body });
          edit('reply', { title: output.subject, content: body, wordCount: countWords(body) });
        }}
      />
    ) : (
      <EmptyState title="Your reply will appear here" text="Choose the communication and inquiry types and generate." />
    );

  return <ToolLayout contentType="communication" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formCard} result={result} />;
}
