import {
  Banknote,
  BarChart3,
  BookOpen,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  FolderTree,
  Gift,
  GraduationCap,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  SlidersHorizontal,
  Sparkles,
  Star,
  Tags,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { type AdminPathKey, isUnbuiltAdminPage, paths } from '@/config/paths';

export type AdminLink = {
  key: AdminPathKey;
  href: string;
  icon: LucideIcon;
  /** The screen is not built yet (a placeholder page): the menus mark it "Soon". */
  soon: boolean;
};
type AdminLinkGroup = { key: string; links: AdminLink[] };

const link = (key: AdminPathKey, icon: LucideIcon): AdminLink => {
  const entry = paths.admin[key];
  return { key, href: entry.path, icon, soon: isUnbuiltAdminPage(key) };
};

/** The header's main navigation. */
export const ADMIN_NAV_LINKS: AdminLink[] = [
  link('dashboard', LayoutDashboard),
  link('assessments', ClipboardList),
  link('users', Users),
  link('payments', CreditCard),
  link('analytics', BarChart3),
  link('settings', Settings),
];

/**
 * The "Admin tools" menu: every admin route of spec §2 except those that need an id
 * (questions, results and screening of one profiler are reached from its card).
 */
export const ADMIN_TOOL_GROUPS: AdminLinkGroup[] = [
  { key: 'overview', links: [link('dashboard', LayoutDashboard), link('analytics', BarChart3)] },
  {
    key: 'assessments',
    links: [
      link('assessments', ClipboardList),
      link('assessmentCategories', FolderTree),
      link('bulkUpload', FileSpreadsheet),
      link('screeningConfig', SlidersHorizontal),
      link('promptManagement', Sparkles),
      link('traitManagement', Tags),
      link('ratings', Star),
    ],
  },
  { key: 'people', links: [link('users', Users), link('students', GraduationCap), link('referrals', Gift)] },
  {
    key: 'commerce',
    links: [link('payments', CreditCard), link('coupons', TicketPercent), link('pricing', Banknote)],
  },
  { key: 'content', links: [link('blog', BookOpen)] },
  { key: 'system', links: [link('settings', Settings), link('profile', UserRound)] },
];
