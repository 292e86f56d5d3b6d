import { MAX_FEED_URL_LENGTH } from '@botlens/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAdminBlogCategoriesQuery } from '@/features/blog/use-blog-queries';
import { errorMessage } from '@/lib/api';
import { useAddNewsFeedMutation } from '../use-news-feeds-queries';

const NO_CATEGORY = 'none';

/** The feed's address and the blog category its items go to (none: uncategorised). */
export function AddNewsFeedForm() {
  const add = useAddNewsFeedMutation();
  const categories = useAdminBlogCategoriesQuery();
  const [url, setUrl] = useState('');
  const [category, setCategory] = useState(NO_CATEGORY);
  const options = [
    { value: NO_CATEGORY, label: 'No category' },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const categoryHint = categories.isError
    ? 'The categories could not be loaded; the feed can be added without one.'
    : undefined;
  return (
    <form
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { url: url.trim(), categoryId: category === NO_CATEGORY ? null : Number(category) },
          {
            onSuccess: () => {
              setUrl('');
              setCategory(NO_CATEGORY);
            },
          },
        );
      }}
    >
      <TextField
        id="news-feed-url"
        label="Feed URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/feed.xml"
        required
        maxLength={MAX_FEED_URL_LENGTH}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          if (add.isError) add.reset();
        }}
        error={add.isError ? errorMessage(add.error) : undefined}
        hint="RSS 1.0 or 2.0, Atom or JSON Feed."
      />
      <SelectField
        id="news-feed-category"
        label="Category"
        value={category}
        onValueChange={setCategory}
        options={options}
        hint={categoryHint}
      />
      <Button type="submit" className="md:mt-6" disabled={add.isPending || url.trim() === ''}>
        <Plus aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add feed'}
      </Button>
    </form>
  );
}
