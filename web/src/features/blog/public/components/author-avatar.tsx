import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/format';

/** An author's picture, or their initials when there is none. Decorative: the name is always beside it. */
export function AuthorAvatar({
  name,
  avatarUrl,
  size = 'sm',
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg' };
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        alt=""
        loading="lazy"
        className={cn('shrink-0 rounded-full bg-slate-100 object-cover', sizes[size])}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
        sizes[size],
      )}
    >
      {getInitials(name)}
    </span>
  );
}
