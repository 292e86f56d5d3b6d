import {
  Bot,
  Briefcase,
  CodeXml,
  FileText,
  Flame,
  Globe,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareCode,
  Newspaper,
  Settings,
  ShieldCheck,
  Sparkles,
  Upload,
} from 'lucide-react';

export type SidebarItem = { href: string; label: string; icon: LucideIcon };

/** Part 1 §2.2, in the specification's order. */
export const MAIN_SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/bot-analytics', label: 'Bot Analytics', icon: Bot },
  { href: '/page-analytics', label: 'Page Analytics', icon: FileText },
  { href: '/heatmaps', label: 'Heatmaps', icon: Flame },
  { href: '/ai-seo-analysis', label: 'AI SEO Analysis', icon: Sparkles },
  { href: '/website-import', label: 'Website Import', icon: Upload },
  { href: '/admin-websites', label: 'Website Management', icon: Globe },
  { href: '/blog', label: 'AI & SEO News', icon: Newspaper },
  { href: '/chatgpt-indexing', label: 'ChatGPT Indexing', icon: MessageSquareCode },
  { href: '/ai-access', label: 'AI Crawler Access', icon: ShieldCheck },
  { href: '/embed-code', label: 'Embed Code', icon: CodeXml },
];

export const SECONDARY_SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { href: '/request-service', label: 'Service Requests', icon: Briefcase },
  { href: '/settings', label: 'Settings', icon: Settings },
  { href: '/support', label: 'Support', icon: LifeBuoy },
];
