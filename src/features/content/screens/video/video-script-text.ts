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

/** The script with its parts as headings and the main content as a numbered list: what is copied formatted and put in a Word file. */
export function videoScriptMarkdown(script: VideoScript): string {
  const timing = script.timing;
  return [
    `# ${script.title}`,
    `## Hook\n\n${script.hook}`,
    `## Intro (${timing.intro})\n\n${script.intro}`,
    `## Main content (${timing.main})\n\n${script.main_content.map((part, index) => `${index + 1}. ${part.replace(/\s*\n\s*/g, ' ')}`).join('\n')}`,
    `## Call to action (${timing.outro})\n\n${script.call_to_action}`,
    `Total duration: ${timing.total_duration}`,
  ].join('\n\n');
}

/** Hashtags as one line, each with its '#'. */
export function hashtagLine(hashtags: readonly string[]): string {
  return hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ');
}
