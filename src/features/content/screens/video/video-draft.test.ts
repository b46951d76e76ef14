import { describe, expect, it } from 'vitest';
import { generateVideoScript } from '../../generators/video/generate-video-script.ts';
import { isVideoScript, VIDEO_DEFAULTS, videoInput } from './video-draft.ts';
import { hashtagLine, videoScriptText } from './video-script-text.ts';

const form = { ...VIDEO_DEFAULTS.form, topic: 'Morning breathwork', videoType: 'wellness-tip', keyPoints: '- Box breathing\n- Sit tall' };

describe('videoInput', () => {
  it('keeps known choices and replaces unknown ones', () => {
    expect(videoInput(form)).toMatchObject({ videoType: 'wellness-tip', duration: '60s', tone: 'Friendly' });
    expect(videoInput({ ...form, videoType: 'opera', duration: '2h', tone: 'Grumpy' })).toMatchObject({ videoType: '', duration: '60s', tone: 'Friendly' });
  });
});

describe('the script on screen', () => {
  const script = generateVideoScript(videoInput({ ...form, duration: '3-5min' }), {});

  it('accepts a real script and refuses partial ones from an old draft', () => {
    expect(isVideoScript(script)).toBe(true);
    expect(isVideoScript({ ...script, timing: { total_duration: '4:00' } })).toBe(false);
    expect(isVideoScript({ title: 'x' })).toBe(false);
  });

  it('reads in speaking order with the timing of each part', () => {
    const text = videoScriptText(script);
    const order = [script.hook, script.intro, ...script.main_content, script.call_to_action].map((part) => text.indexOf(part));
    expect(order.every((position, index) => position > (order[index - 1] ?? -1))).toBe(true);
    expect(text).toContain(`INTRO (${script.timing.intro})`);
    expect(text).toContain('Total duration: 4:00');
  });

  it('writes hashtags with one # each', () => {
    expect(hashtagLine(['#yoga', 'breath'])).toBe('#yoga #breath');
  });
});
