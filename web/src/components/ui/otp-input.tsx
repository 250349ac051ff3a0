import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

type OtpInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  length?: number;
};

/**
 * A one-time-code field: one input (so paste, autofill and screen readers just work),
 * digits only, shown large and spaced out.
 */
export function OtpInput({ value, onChange, length = 6, className, ...props }: OtpInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      spellCheck={false}
      placeholder={'•'.repeat(length)}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
      className={cn(
        inputClassName,
        'h-14 text-center font-mono text-2xl tracking-[0.6em] indent-[0.6em] placeholder:tracking-[0.6em] placeholder:text-slate-300',
        className,
      )}
      {...props}
    />
  );
}
