import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayClassName } from './dialog';

type SidePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (badges). */
  aside?: ReactNode;
  /** How wide it opens on wide screens: `md` for a record's details, `lg` for a sheet of answers. */
  size?: 'md' | 'lg';
  children: ReactNode;
};

const WIDTHS = { md: 'sm:max-w-xl', lg: 'sm:max-w-2xl' } as const;

/**
 * A modal panel that slides in from the right on wide screens and fills the screen on phones (focus
 * trapped, Escape closes): the admin consoles' detail of one row of a list.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  aside,
  size = 'lg',
  children,
}: SidePanelProps) {
  const { t } = useTranslation();
  // Opened from a list row rather than a Dialog.Trigger, Radix has no trigger to give focus back to on
  // close: remember what had focus when the panel opened and return there (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClassName} />
        <DialogPrimitive.Content
          className={`fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-(--shadow-popover) focus:outline-none data-[state=open]:animate-fade-in sm:border-l sm:border-slate-200 ${WIDTHS[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
            opener.current = null;
          }}
        >
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="line-clamp-2 text-lg font-semibold break-words text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="truncate text-sm text-slate-500">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
              {aside ? <div className="mt-2 flex flex-wrap items-center gap-1.5">{aside}</div> : null}
            </div>
            <DialogPrimitive.Close
              className="-mr-1.5 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
