// The script as one text, in speaking order: what "Copy script" copies and what the
// history item keeps.
import type { VideoScript } from '../../generators/video/video-types.ts';

export function videoScriptText(script: VideoScript): string {
  const timing = script.timing;
  return [
    `# ${script.title}`,
    `HOOK\n${script.hook}`,
    `INTRO (${timing.intro})\n${script.intro}`,
    `MAIN CONTENT (${timing.main})\n${script.main_content.map((part, index) => `${index + 1}. ${part}`).join('\n\n')}`,
    `CALL TO ACTION (${timing.outro})\n${script.call_to_action}`,
    `Total duration: ${timing.total_duration}`,
  ].join('\n\n');
}

/** Hashtags as one line, each with its '#'. */
export function hashtagLine(hashtags: readonly string[]): string {
  return hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ');
}
