import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { pathRuleError } from '../policy-editor';

type PathRulesEditorProps = {
  paths: readonly string[];
  onAdd: (path: string) => void;
  onRemove: (path: string) => void;
};

/** Paths every crawler is kept out of, checked with the contract's rules before they are added. */
export function PathRulesEditor({ paths, onAdd, onRemove }: PathRulesEditorProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = pathRuleError(paths, value);
    setError(problem);
    if (problem) return;
    onAdd(value.trim());
    setValue('');
  };

  return (
    <div className="space-y-3">
      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          id={id}
          label="Blocked path"
          placeholder="/private/ or /*.pdf$"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
          className="min-w-0 flex-1"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="outline" className="sm:mt-7">
          <Plus aria-hidden="true" />
          Add path
        </Button>
      </form>
      {paths.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No path rules: crawlers the policy allows may read every path.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Path rules">
          {paths.map((path) => (
            <li
              key={path}
              className="inline-flex max-w-full items-center gap-1 rounded-control border bg-neutral-soft py-0.5 pr-0.5 pl-2"
            >
              <code className="min-w-0 font-mono text-xs break-all">{path}</code>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                onClick={() => onRemove(path)}
                aria-label={`Remove ${path}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
