import { Link } from 'wouter';
import { Logo } from './logo';

const FOOTER_LINKS = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/blog', label: 'AI & SEO News' },
  { href: '/ai-seo-analysis', label: 'AI SEO Analysis' },
  { href: '/bots', label: 'Bot Directory' },
  { href: '/request-service', label: 'Request Service' },
] as const;

export function PublicFooter() {
  return (
    <footer className="border-t bg-slate-100/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Logo className="text-base text-slate-900" />
          <span>© {new Date().getFullYear()} BotLens</span>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
