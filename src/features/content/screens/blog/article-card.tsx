import { useState } from 'react';
import { Card } from '../../components/card.tsx';
import { DownloadAction } from '../../components/download-action.tsx';
import { ExportActions } from '../../components/export-actions.tsx';
import { MarkdownView } from '../../../../ui/markdown-view.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import { EditToggle, TextEditor } from '../../components/text-editor.tsx';

type ArticleCardProps = { article: string; title: string; onEdit: (article: string) => void };

/** The article, readable or in edit mode (markdown), with formatted and plain copy and .docx and .md downloads. */
export function ArticleCard({ article, title, onEdit }: ArticleCardProps) {
  const [editing, setEditing] = useState(false);
  const actions = (
    <>
      <EditToggle editing={editing} onToggle={() => setEditing(!editing)} />
      <ExportActions text={article} title={title || 'Blog article'} />
      <DownloadAction text={article} title={title || 'blog-article'} kind="md" />
    </>
  );
  return (
    <Card title="Your article" actions={actions}>
      <p className="text-xs text-stone-600">{countWords(article)} words</p>
      {editing ? (
        <TextEditor label="Article (markdown)" checkLabel="Article" value={article} onChange={onEdit} rows={24} className="font-mono" />
      ) : (
        <MarkdownView markdown={article} />
      )}
    </Card>
  );
}
