/** Tailwind's brand-500 and amber-400, as Recharts takes colours, not classes (shared by chart and legend). */
export const SELF_COLOUR = '#0e8ee6';
export const ADMIN_COLOUR = '#fbbf24';
