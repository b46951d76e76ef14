import { useState } from 'react';
import { exportPlain } from '../../../../ui/export-text.ts';
import { MarkdownView } from '../../../../ui/markdown-view.tsx';
import { Tabs } from '../../../../ui/tabs.tsx';
import { EditToggle, TextEditor } from '../../components/text-editor.tsx';
import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import { ExportActions } from '../../components/export-actions.tsx';
import type { VideoScript } from '../../generators/video/video-types.ts';
import { VIDEO_SCREEN_TEXT } from './video-screen-text.ts';
import { VideoScriptPanel } from './video-script-panel.tsx';
import { hashtagLine, videoScriptMarkdown, videoScriptText } from './video-script-text.ts';
import { VideoTimingPanel } from './video-timing-panel.tsx';

const copied = VIDEO_SCREEN_TEXT.copied;

/** The script in four tabs: Script, Timing, Description, Hashtags. */
type VideoResultsProps = { script: VideoScript; edited: string; onEdit: (edited: string) => void };

export function VideoResults({ script, edited, onEdit }: VideoResultsProps) {
  const [editing, setEditing] = useState(false);
  const tags = hashtagLine(script.hashtags);
  const markdown = edited || videoScriptMarkdown(script);
  const scriptPanel = editing ? (
    <TextEditor label="Video script" checkLabel="Video script" value={markdown} onChange={onEdit} />
  ) : edited ? (
    <MarkdownView markdown={edited} />
  ) : (
    <VideoScriptPanel script={script} />
  );
  const tabs = [
    { key: 'script', label: 'Script', panel: scriptPanel },
    { key: 'timing', label: 'Timing', panel: <VideoTimingPanel script={script} /> },
    {
      key: 'description',
      label: 'Description',
      panel: (
        <div className="space-y-3">
          <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-stone-800">{script.description}</p>
          <CopyAction text={script.description} label="Copy description" success={copied} />
        </div>
      ),
    },
    {
      key: 'hashtags',
      label: 'Hashtags',
      panel: (
        <div className="space-y-3">
          <ul className="flex flex-wrap gap-2" aria-label="Hashtags">
            {tags.split(' ').map((tag) => (
              <li key={tag} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900">
                {tag}
              </li>
            ))}
          </ul>
          <CopyAction text={tags} label="Copy hashtags" success={copied} />
        </div>
      ),
    },
  ];
  return (
    <Card
      title="Video Script"
      labelledId="video-results-title"
      actions={
        <>
          <EditToggle editing={editing} onToggle={() => setEditing(!editing)} />
          <ExportActions text={markdown} plain={edited ? exportPlain(edited) : videoScriptText(script)} title={script.title} copyLabel="Copy script" copied={copied} />
        </>
      }
    >
      <Tabs look="segmented" label="Video script" items={tabs} />
    </Card>
  );
}
