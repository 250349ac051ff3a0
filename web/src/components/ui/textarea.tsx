import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';

type TextareaProps = ComponentProps<'textarea'> & {
  /** Spec §2 Other: an auto-growing text box has 3 minimum and 10 maximum rows by default. */
  minRows?: number;
  maxRows?: number;
};

/** A text box that grows with its content between minRows and maxRows, then scrolls. */
export function Textarea({
  className,
  minRows = 3,
  maxRows = 10,
  value,
  onChange,
  ref,
  ...props
}: TextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);

  // Recomputed after every value change: reset to one row, measure, clamp to the row bounds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is the trigger; the height is read from the DOM.
  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const style = window.getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || 20;
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) || 0;
    const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth) || 0;
    element.style.height = 'auto';
    const min = minRows * lineHeight + padding + border;
    const max = maxRows * lineHeight + padding + border;
    const wanted = element.scrollHeight + border;
    element.style.height = `${Math.min(Math.max(wanted, min), max)}px`;
    element.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [value, minRows, maxRows]);

  return (
    <textarea
      ref={(element) => {
        inner.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      rows={minRows}
      value={value}
      onChange={onChange}
      className={cn(inputClassName, 'h-auto resize-none py-2 leading-5', className)}
      {...props}
    />
  );
}
