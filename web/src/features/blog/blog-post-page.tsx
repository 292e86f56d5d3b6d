import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { Button } from '@/components/ui/button';

export function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <ComingSoonPage title="AI & SEO News" description={`Article: ${slug}`} icon={Newspaper}>
      <Button asChild variant="outline">
        <Link href="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </ComingSoonPage>
  );
}
