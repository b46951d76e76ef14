import { useId, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { inputClass } from '../../../../ui/field.tsx';
import { Card } from '../../components/card.tsx';
import { CopyAction } from '../../components/copy-action.tsx';
import { DownloadAction } from '../../components/download-action.tsx';
import { MarkdownView } from '../../../../ui/markdown-view.tsx';
import { countWords } from '../../generators/shared/count-words.ts';
import { GrammarCheck } from '../../grammar/grammar-check.tsx';

type ArticleCardProps = { article: string; title: string; onEdit: (article: string) => void };

/** The article, readable or in edit mode (markdown), with copy and .md download. */
export function ArticleCard({ article, title, onEdit }: ArticleCardProps) {
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const actions = (
    <>
      <Button variant="secondary" size="sm" aria-pressed={editing} onClick={() => setEditing(!editing)}>
        {editing ? 'Done Editing' : 'Edit'}
      </Button>
      <CopyAction text={article} />
      <DownloadAction text={article} title={title || 'blog-article'} kind="md" />
    </>
  );
  return (
    <Card title="Your article" actions={actions}>
      <p className="text-xs text-stone-600">{countWords(article)} words</p>
      {editing ? (
        <div>
          <label htmlFor={editorId} className="mb-1 block text-sm font-medium text-stone-800">
            Article (markdown)
          </label>
          <textarea id={editorId} className={`${inputClass} font-mono text-sm`} rows={24} value={article} onChange={(event) => onEdit(event.target.value)} />
          <GrammarCheck text={article} onChange={onEdit} label="Article" />
        </div>
      ) : (
        <MarkdownView markdown={article} />
      )}
    </Card>
  );
}
