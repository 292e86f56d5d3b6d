import { Spinner } from '@/components/ui/spinner';

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}

/** For the content area only, while the header and navigation stay in place. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
