import { CONTENT_BLOCK_LABELS, type ContentBlockVersion, MAX_CONTENT_MARKDOWN } from '@botlens/contracts';
import { useState } from 'react';
import { ErrorBox } from '@/components/error-box';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api';
import { ContentHtml } from '../content-html';
import { useSaveContentMutation } from '../use-site-content-queries';

/**
 * One block's Markdown, saved over the version it was opened from: when someone else saved meanwhile the
 * server answers 409, the draft stays, and Reload shows their version.
 */
export function ContentBlockEditor({
  block,
  onReload,
}: {
  block: ContentBlockVersion;
  onReload: () => void;
}) {
  const [markdown, setMarkdown] = useState(block.markdown);
  const save = useSaveContentMutation(block.key);
  const label = CONTENT_BLOCK_LABELS[block.key];
  const stale = save.error?.status === 409;
  const tooLong = markdown.length > MAX_CONTENT_MARKDOWN;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ markdown, baseVersion: block.version });
      }}
    >
      <TextareaField
        id={`content-${block.key}`}
        label={`${label} (Markdown)`}
        value={markdown}
        onChange={(event) => setMarkdown(event.target.value)}
        rows={8}
        hint={
          <p className="text-sm text-muted-foreground">{`${markdown.length.toLocaleString('en-US')} / ${MAX_CONTENT_MARKDOWN.toLocaleString('en-US')} characters. Version ${block.version}${block.createdByEmail ? `, saved by ${block.createdByEmail}` : ', the original text'}.`}</p>
        }
        error={tooLong ? `At most ${MAX_CONTENT_MARKDOWN.toLocaleString('en-US')} characters` : undefined}
      />
      {save.isError && (
        <ErrorBox
          title={stale ? 'Someone else saved this block' : 'Content not saved'}
          action={
            stale ? (
              <Button type="button" variant="outline" onClick={onReload}>
                Reload
              </Button>
            ) : undefined
          }
        >
          {errorMessage(save.error)}
        </ErrorBox>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={markdown === block.markdown}
          onClick={() => setMarkdown(block.markdown)}
        >
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending || tooLong || markdown === block.markdown}>
          {save.isPending ? 'Saving...' : `Update ${label}`}
        </Button>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Live now (version {block.version})</h3>
        {block.html === '' ? (
          <p className="text-sm text-muted-foreground">Empty: nothing is shown.</p>
        ) : (
          <ContentHtml
            html={block.html}
            className="space-y-2 rounded-md border bg-surface-muted p-4 text-sm [&_h1]:text-xl [&_h1]:font-bold"
          />
        )}
      </div>
    </form>
  );
}
