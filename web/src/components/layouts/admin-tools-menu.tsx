import { ChevronDown, Wrench } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ADMIN_TOOL_GROUPS } from './admin-links';
import { SoonBadge, SoonDescription } from './soon-badge';

/** "Admin tools": a menu with every admin screen, grouped; screens not built yet are marked "Soon". */
export function AdminToolsMenu() {
  const { t } = useTranslation();
  const soonId = useId();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900">
        <Wrench className="size-4" aria-hidden />
        {t('header.adminTools')}
        <ChevronDown className="size-4 text-slate-400" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(36rem,var(--radix-dropdown-menu-content-available-height))] w-[min(34rem,calc(100vw-1rem))] overflow-y-auto sm:columns-2 sm:gap-2"
      >
        <SoonDescription id={soonId} />
        {ADMIN_TOOL_GROUPS.map((group) => (
          <DropdownMenuGroup key={group.key} className="mb-1 break-inside-avoid">
            <DropdownMenuLabel>{t(`admin.toolGroups.${group.key}`)}</DropdownMenuLabel>
            {group.links.map(({ key, href, icon: Icon, soon }) => (
              <DropdownMenuItem key={`${group.key}-${key}`} asChild>
                <Link
                  to={href}
                  data-testid="admin-tool-link"
                  data-soon={soon || undefined}
                  aria-describedby={soon ? soonId : undefined}
                >
                  <Icon aria-hidden />
                  <span className={soon ? 'text-slate-500' : undefined}>{t(`admin.pages.${key}.title`)}</span>
                  {soon ? <SoonBadge /> : null}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
