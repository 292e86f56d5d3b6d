import { type AdminBlogPost, MAX_BLOG_TAGS, saveBlogPostRequest } from '@botlens/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorBox } from '@/components/error-box';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { errorField, errorMessage } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/field-errors';
import { ArticleHtml } from '../components/article-html';
import {
  useAdminBlogCategoriesQuery,
  useBlogPreviewMutation,
  useSaveBlogPostMutation,
} from '../use-blog-queries';
import { formValuesOf, type PostFormValues, saveRequestOf } from './post-form-values';

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

/** Writes or edits one of the team's posts in Markdown; the server renders and sanitises it on save. */
export function BlogPostFormDialog({ post, trigger }: { post?: AdminBlogPost; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PostFormValues>(() => formValuesOf(post));
  const [errors, setErrors] = useState<Partial<Record<keyof PostFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const categories = useAdminBlogCategoriesQuery();
  const save = useSaveBlogPostMutation(post?.id ?? null);
  const preview = useBlogPreviewMutation();
  const id = post ? `post-${post.id}` : 'new-post';

  const changeOpen = (next: boolean) => {
    if (next) {
      setValues(formValuesOf(post));
      setErrors({});
      setFailure(null);
      preview.reset();
    }
    setOpen(next);
  };
  const set = (name: keyof PostFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf<keyof PostFormValues>(saveBlogPostRequest, saveRequestOf(values));
    if (Object.keys(found).length > 0) return setErrors(found);
    setFailure(null);
    save.mutate(saveRequestOf(values), {
      onSuccess: (saved) => {
        toast({
          title: post ? 'Post saved' : 'Post created',
          description: `${saved.title} is ${saved.state}.`,
        });
        setOpen(false);
      },
      onError: (error) => {
        // The server names the field at fault (a slug taken, an http image): shown beside it.
        const refused = errorField(error);
        const name = refused?.field.split('.')[0] as keyof PostFormValues | undefined;
        if (refused && name && name in values) setErrors({ [name]: refused.message });
        else setFailure(errorMessage(error));
      },
    });
  };
  const categoryOptions = [
    { value: 'none', label: 'No category' },
    ...(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{post ? 'Edit post' : 'New post'}</DialogTitle>
          <DialogDescription>
            Written in Markdown. Scripts, frames and styles are removed when it is saved.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <TextField
            id={`${id}-title`}
            label="Title"
            value={values.title}
            error={errors.title}
            onChange={(e) => set('title')(e.target.value)}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-slug`}
              label="Slug"
              value={values.slug}
              hint={<p className="text-sm text-muted-foreground">Empty: made from the title.</p>}
              error={errors.slug}
              onChange={(e) => set('slug')(e.target.value)}
            />
            <SelectField
              id={`${id}-category`}
              label="Category"
              value={values.categoryId}
              options={categoryOptions}
              error={errors.categoryId}
              onValueChange={set('categoryId')}
            />
          </div>
          <TextareaField
            id={`${id}-excerpt`}
            label="Excerpt"
            rows={2}
            value={values.excerpt}
            error={errors.excerpt}
            onChange={(e) => set('excerpt')(e.target.value)}
          />
          <TextareaField
            id={`${id}-markdown`}
            label="Content (Markdown)"
            rows={14}
            value={values.markdown}
            error={errors.markdown}
            onChange={(e) => set('markdown')(e.target.value)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={preview.isPending || !values.markdown.trim()}
              onClick={() => preview.mutate(values.markdown)}
            >
              {preview.isPending ? 'Rendering...' : 'Preview'}
            </Button>
            {preview.data && <span className="text-sm text-muted-foreground">As the blog will show it:</span>}
          </div>
          {preview.data && (
            <section
              aria-label="Preview"
              className="max-h-80 overflow-y-auto rounded-lg border bg-surface-muted p-4"
            >
              <ArticleHtml html={preview.data.html} />
            </section>
          )}
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-tags`}
              label="Tags"
              value={values.tags}
              hint={
                <p className="text-sm text-muted-foreground">{`Separated by commas; at most ${MAX_BLOG_TAGS}.`}</p>
              }
              error={errors.tags}
              onChange={(e) => set('tags')(e.target.value)}
            />
            <TextField
              id={`${id}-image`}
              label="Featured image URL"
              type="url"
              placeholder="https://"
              value={values.featuredImage}
              hint={<p className="text-sm text-muted-foreground">https only.</p>}
              error={errors.featuredImage}
              onChange={(e) => set('featuredImage')(e.target.value)}
            />
            <SelectField
              id={`${id}-status`}
              label="Status"
              value={values.status}
              options={STATUS_OPTIONS}
              error={errors.status}
              onValueChange={set('status')}
            />
            <TextField
              id={`${id}-published-at`}
              label="Publish date"
              type="datetime-local"
              value={values.publishedAt}
              hint={
                <p className="text-sm text-muted-foreground">
                  Empty: now, when published. A future date schedules the post.
                </p>
              }
              error={errors.publishedAt}
              onChange={(e) => set('publishedAt')(e.target.value)}
            />
          </div>
          {failure && <ErrorBox title="Could not save the post">{failure}</ErrorBox>}
          <DialogFormFooter
            pending={save.isPending}
            pendingLabel="Saving..."
            submitLabel={post ? 'Save post' : 'Create post'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
