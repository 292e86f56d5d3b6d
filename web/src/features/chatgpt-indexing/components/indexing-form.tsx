import { MAX_CONTENT_CHARS } from '@botlens/contracts';
import { FileCode, LoaderCircle, type LucideIcon, ScanText, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { IndexingAction } from '../indexing-validation';
import { WebsitePicker } from './website-picker';

type IndexingFormProps = {
  domain: string;
  /** The domain as it will be sent, so the picker shows the website it names. */
  sentDomain: string;
  content: string;
  onDomainChange: (domain: string) => void;
  onContentChange: (content: string) => void;
  onAction: (action: IndexingAction) => void;
  pending: Record<IndexingAction, boolean>;
};

const ACTIONS: readonly { action: IndexingAction; label: string; busy: string; icon: LucideIcon }[] = [
  {
    action: 'optimize',
    label: 'Get Optimization Suggestions',
    busy: 'Getting Suggestions...',
    icon: Sparkles,
  },
  { action: 'analyze', label: 'Analyze Content', busy: 'Analyzing Content...', icon: ScanText },
  { action: 'robots', label: 'Generate Robots.txt', busy: 'Generating Robots.txt...', icon: FileCode },
];

/** Part 2: the domain, the content sample (6 rows) and the three actions, each busy on its own. */
export function IndexingForm({
  domain,
  sentDomain,
  content,
  onDomainChange,
  onContentChange,
  onAction,
  pending,
}: IndexingFormProps) {
  const domainId = useId();
  const contentId = useId();
  return (
    <Card>
      <CardContent className="space-y-5 pt-card">
        <div className="grid gap-4 md:grid-cols-[3fr_2fr] md:items-start">
          <TextField
            id={domainId}
            label="Website domain"
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            value={domain}
            onChange={(event) => onDomainChange(event.target.value)}
            hint={
              <p className="text-sm text-muted-foreground">
                Only the host is used: protocol and path are dropped.
              </p>
            }
          />
          <WebsitePicker
            domain={sentDomain}
            onPick={(website) => onDomainChange(website.domain)}
            className="min-w-0"
          />
        </div>
        <TextareaField
          id={contentId}
          label="Content sample"
          rows={6}
          maxLength={MAX_CONTENT_CHARS}
          placeholder="Paste the text of a page: its headings and paragraphs."
          value={content}
          onChange={(event) => onContentChange(event.target.value)}
          hint={
            <p className="text-sm text-muted-foreground">
              Read as plain text, up to 200 KB. Optimization needs a domain and content, content analysis
              needs content, and robots.txt needs a domain.
            </p>
          }
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {ACTIONS.map(({ action, label, busy, icon: Icon }) => (
            <Button
              key={action}
              variant={action === 'optimize' ? 'default' : 'outline'}
              disabled={pending[action]}
              onClick={() => onAction(action)}
            >
              {pending[action] ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Icon aria-hidden="true" />
              )}
              {pending[action] ? busy : label}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
