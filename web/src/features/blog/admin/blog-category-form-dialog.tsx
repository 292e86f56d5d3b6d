import type { BlogCategory } from '@botlens/contracts';
import { BLOG_COLOR_PATTERN, saveBlogCategoryRequest } from '@botlens/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorBox } from '@/components/error-box';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { errorField, errorMessage } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useSaveBlogCategoryMutation } from '../use-blog-queries';

type Values = { name: string; slug: string; color: string };
type Errors = Partial<Record<keyof Values, string>>;

/** A category's name, slug (from the name when empty) and colour (#RRGGBB, with a colour picker). */
export function BlogCategoryFormDialog({
  category,
  trigger,
}: {
  category?: BlogCategory;
  trigger: ReactNode;
}) {
  const blank: Values = {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    color: category?.color ?? '#3B82F6',
  };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBlogCategoryMutation(category?.id ?? null);
  const id = category ? `category-${category.id}` : 'new-category';
  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf<keyof Values>(saveBlogCategoryRequest, values);
    if (Object.keys(found).length > 0) return setErrors(found);
    setFailure(null);
    save.mutate(
      { name: values.name, slug: values.slug.trim(), color: values.color.trim() },
      {
        onSuccess: (saved) => {
          toast({ title: category ? 'Category saved' : 'Category created', description: saved.name });
          setOpen(false);
        },
        onError: (error) => {
          const refused = errorField(error);
          if (refused && refused.field in values) setErrors({ [refused.field]: refused.message });
          else setFailure(errorMessage(error));
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(blank);
          setErrors({});
          setFailure(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Edit category' : 'New category'}</DialogTitle>
          <DialogDescription>
            Visitors filter the blog by the slug: /blog?category=&lt;slug&gt;.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            id={`${id}-name`}
            label="Name"
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            id={`${id}-slug`}
            label="Slug"
            value={values.slug}
            hint={<p className="text-sm text-muted-foreground">Made from the name when empty.</p>}
            error={errors.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
          <div className="flex items-end gap-3">
            <TextField
              id={`${id}-color`}
              label="Colour"
              value={values.color}
              hint={<p className="text-sm text-muted-foreground">#RRGGBB</p>}
              error={errors.color}
              onChange={(e) => set('color', e.target.value)}
              className="flex-1"
            />
            <input
              type="color"
              aria-label="Pick the colour"
              value={BLOG_COLOR_PATTERN.test(values.color) ? values.color : '#3B82F6'}
              onChange={(e) => set('color', e.target.value.toUpperCase())}
              className="mb-7 h-10 w-12 cursor-pointer rounded-control border bg-surface"
            />
          </div>
          {failure && <ErrorBox title="Could not save the category">{failure}</ErrorBox>}
          <DialogFormFooter
            pending={save.isPending}
            pendingLabel="Saving..."
            submitLabel={category ? 'Save category' : 'Create category'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
