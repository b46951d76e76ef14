import { useState } from 'react';
import { Card } from '../../components/card.tsx';
import { DownloadAction } from '../../components/download-action.tsx';
import { ExportActions } from '../../components/export-actions.tsx';
import { MarkdownView } from '../../../../ui/markdown-view.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import { EditToggle, TextEditor } from '../../components/text-editor.tsx';

type ArticleCardProps = { article: string; title: string; onEdit: (article: string) => void };

/** The article, readable or in edit mode (formatted text), with formatted and plain copy and .docx and .md downloads. */
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
        <TextEditor label="Article" checkLabel="Article" value={article} onChange={onEdit} />
      ) : (
        <MarkdownView markdown={article} />
      )}
    </Card>
  );
}
