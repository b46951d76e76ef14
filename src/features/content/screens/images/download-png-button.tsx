import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { notifyError, notifySuccess } from '../../../../ui/notify.tsx';
import { CONTENT_TOASTS } from '../../messages.ts';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';
import { downloadPng, type PngTarget } from './png-download.ts';

export function DownloadPngButton({ target, size = 'sm' }: { target: PngTarget; size?: 'sm' | 'md' }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPng(target);
      notifySuccess(CONTENT_TOASTS.downloadStarted.title);
    } catch (error) {
      console.error(error);
      notifyError('Error', IMAGE_SCREEN_TEXT.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size={size} busy={busy} onClick={download}>
      {IMAGE_SCREEN_TEXT.downloadPng}
    </Button>
  );
}
