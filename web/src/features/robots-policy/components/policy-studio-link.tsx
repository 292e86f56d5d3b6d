import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useWebsitesQuery } from '@/features/websites/use-websites-query';

/** The policy studio's address for one website. */
export function policyStudioHref(websiteId: number): string {
  return `/ai-access?website=${websiteId}`;
}

/**
 * A way from a robots.txt made for a domain to the policy studio, shown only when the domain is one of the
 * user's websites (the studio keeps a policy per website).
 */
export function PolicyStudioLink({ domain }: { domain: string }) {
  const websites = useWebsitesQuery();
  const website = websites.data?.find((candidate) => candidate.domain.toLowerCase() === domain.toLowerCase());
  if (!website) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={policyStudioHref(website.id)}>
        <ShieldCheck aria-hidden="true" />
        Open the policy studio for {website.name}
      </Link>
    </Button>
  );
}
