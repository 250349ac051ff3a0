/**
 * The score bands' colours where a chart or a bar draws them (the same families as the badges). Its
 * own module so the lazily loaded chart imports nothing else of the console.
 */
export const BAND_COLOURS = { good: '#059669', fair: '#d97706', poor: '#e11d48' } as const;
