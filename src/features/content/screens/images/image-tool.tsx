// AI images. Every request goes into the device's image queue (image_jobs); the
// data layer sends queued requests to the generate-image function, one at a time,
// whenever the device is online. Online, the image shows within a moment; offline,
// it waits in the queue across reloads. The function itself records the credits.
import { IMAGE_MESSAGES } from '#domain/tools/images.ts';
import { useEffect, useMemo } from 'react';
import { saveDraft } from '#sync/drafts.ts';
import { useHistory } from '#sync/history.ts';
import { type ImageJobDoc, queueImage, removeImageJob, retryImage, useImageJobs } from '#sync/images.ts';
import { useMasterPrompts } from '#sync/prompts.ts';
import { useSyncStatus } from '#sync/status.ts';
import { notifyError, notifySuccess } from '../../../../ui/notify.tsx';
import { firstFailure } from '../../../../ui/read-failed.tsx';
import { Card } from '../../components/card.tsx';
import { ToolLayout } from '../../components/tool-layout.tsx';
import { buildImageRequest } from '../../image-request/build-image-request.ts';
import { composeImagePrompt } from '../../image-request/compose-image-prompt.ts';
import { validateImageForm } from '../../image-request/validate-image-form.ts';
import { GeneratorValidationError } from '../../generators/shared/context.ts';
import { useStudioContext } from '../../hooks/use-studio-context.ts';
import { useToolDraft } from '../../hooks/use-tool-draft.ts';
import { MasterPromptList } from '../seo/master-prompt-list.tsx';
import { IMAGE_DEFAULTS, imageFormOf } from './image-draft.ts';
import { ImageFormCard } from './image-form-card.tsx';
import { ImageQueuePanel } from './image-queue-panel.tsx';
import { ImageResult } from './image-result.tsx';
import { type OtherDeviceImage, OtherDeviceImages, otherDeviceImages } from './other-device-images.tsx';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';
import { useImageHistory } from './use-image-history.ts';
import { useJobToasts } from './use-job-toasts.ts';

const failure = (error: unknown) => notifyError(IMAGE_MESSAGES.failed.title, error instanceof Error ? error.message : IMAGE_MESSAGES.failed.fallbackDescription);

export function ImageTool() {
  const { ctx, voiceLoading, voiceFailed } = useStudioContext();
  const draft = useToolDraft('image', IMAGE_DEFAULTS, !voiceLoading);
  const promptList = useMasterPrompts('image');
  const jobList = useImageJobs();
  const { prompts, loading: promptsLoading } = promptList;
  const { jobs, loading } = jobList;
  // Connected: the browser has a network and the backend answers (not just navigator.onLine).
  const online = useSyncStatus().connected;
  const { output, setForm, setOutput } = draft;
  const form = imageFormOf(draft.form);
  const job = output.jobId ? jobs.find((candidate) => candidate.id === output.jobId) : undefined;
  useJobToasts(jobs, loading);
  useImageHistory(jobs);
  const { items: imageItems } = useHistory({ contentType: 'image', limit: 60 });
  const elsewhere = useMemo(() => otherDeviceImages(imageItems, new Set(jobs.map((candidate) => candidate.id))), [imageItems, jobs]);

  // The current request finished (now, or while the tool was closed): keep its image with the draft.
  useEffect(() => {
    if (job?.status === 'done' && job.image && job.image !== output.image) setOutput({ image: job.image, drawn: job.drawn === true });
  }, [job?.status, job?.image, job?.drawn, output.image, setOutput]);

  async function generate() {
    try {
      validateImageForm(form);
    } catch (error) {
      if (error instanceof GeneratorValidationError) notifyError(error.title, error.description);
      return;
    }
    const master = prompts.find((candidate) => candidate.id === draft.form.promptId);
    const request = { ...buildImageRequest(form), prompt: composeImagePrompt(form, master) };
    try {
      const queued = await queueImage({ ...request, title: form.prompt });
      const next = { jobId: queued.id, image: '', prompt: form.prompt.trim(), dimensions: form.dimensions };
      setOutput(next);
      // Saved at once, not after the draft's debounce: a reload right after
      // Generate must still find which queued request is this tool's result.
      saveDraft('image', { form: draft.form, output: next }).catch(() => undefined);
      if (!online) notifySuccess(IMAGE_SCREEN_TEXT.queuedOffline);
    } catch (error) {
      failure(error);
    }
  }

  const showElsewhere = (image: OtherDeviceImage, data: string) => setOutput({ jobId: '', image: data, prompt: image.prompt, dimensions: image.dimensions });
  const show = (done: ImageJobDoc) =>
    setOutput({ jobId: done.id, image: done.image ?? '', prompt: done.prompt, dimensions: done.dimensions.value, drawn: done.drawn === true });
  const retry = (id: string) => retryImage(id).catch(failure);
  const remove = (id: string) => removeImageJob(id).catch(failure);
  const busy = online && (job?.status === 'queued' || job?.status === 'generating');

  const formColumn = (
    <>
      <ImageFormCard form={form} setForm={setForm} busy={busy} online={online} onGenerate={generate} />
      <Card title="Pre-built Prompts" labelledId="image-prompts-title">
        <MasterPromptList
          legend="Image prompt style"
          prompts={prompts}
          selectedId={draft.form.promptId}
          onSelect={(promptId) => setForm({ promptId })}
          noneLabel="Your prompt only"
          noneText="Send your prompt as you wrote it."
          loading={promptsLoading}
        />
      </Card>
    </>
  );

  const resultColumn = (
    <>
      <ImageResult output={output} job={job} online={online} onRetry={retry} />
      <ImageQueuePanel jobs={jobs} loading={loading} onShow={show} onRetry={retry} onRemove={remove} />
      <OtherDeviceImages images={elsewhere} online={online} onShow={showElsewhere} />
    </>
  );

  return <ToolLayout contentType="image" ready={draft.ready} readFailed={draft.readFailed ?? voiceFailed ?? firstFailure(promptList, jobList)} voice={ctx.toneTemplate?.name ?? null} onNew={draft.reset} form={formColumn} result={resultColumn} />;
}
