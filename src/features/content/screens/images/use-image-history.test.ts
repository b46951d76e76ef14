import { describe, expect, it } from 'vitest';
import type { ImageJobDoc } from '#sync/images.ts';
import { imageHistoryEntry } from './use-image-history.ts';

const JOB: ImageJobDoc = {
  id: 'job-1',
  prompt: 'Serene wellness photography in a calm, natural setting, soft light. Subject: golden milk at dusk',
  title: '  golden milk at dusk  ',
  style: 'watercolor',
  dimensions: { value: 'square', label: 'Square (1080x1080)', width: 1080, height: 1080 },
  colors: 'ocean-calm',
  text_overlay: '',
  wellness_type: 'ayurveda',
  status: 'done',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  drawn: true,
  error: null,
  attempts: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

describe('an image history entry', () => {
  it('is titled with the prompt as typed, not the master prompt filled in around it, and keeps what was sent in its text', () => {
    const entry = imageHistoryEntry(JOB);
    expect(entry.title).toBe('golden milk at dusk');
    expect(entry.content.startsWith(JOB.prompt)).toBe(true);
    expect(entry.metadata.drawn).toBe(true);
  });

  it('falls back to the prompt sent for a job kept from before (no typed prompt)', () => {
    const { title: _title, ...old } = JOB;
    expect(imageHistoryEntry({ ...old, prompt: 'Sunrise flow on the beach' }).title).toBe('Sunrise flow on the beach');
  });
});
