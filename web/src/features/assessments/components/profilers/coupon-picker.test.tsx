import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { buildCoupon } from '../../utils/profiler-fixtures';
import { COUPON_DROPDOWN_CLOSE_DELAY_MS, CouponPicker } from './coupon-picker';

const spring = buildCoupon({ code: 'SPRING20', name: 'Spring sale', value: 20 });
const launch = buildCoupon({ code: 'LAUNCH100', name: 'Launch', type: 'FIXED_AMOUNT', value: 100 });

function Harness({ onChange }: { onChange: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Edit price">
      <label htmlFor="coupon">Sale coupon</label>
      <CouponPicker
        id="coupon"
        coupons={[spring, launch]}
        value={value}
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
    </Dialog>
  );
}

afterEach(() => vi.useRealTimers());

describe('CouponPicker', () => {
  it('filters by code or name and picks with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Sale coupon' });
    await user.click(input);
    await user.type(input, 'launch');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No coupon',
      'LAUNCH100Launch · ₹100 off',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(launch.id);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('LAUNCH100 · ₹100 off');
  });

  it('closes the list, not the dialog, on Escape', async () => {
    render(<Harness onChange={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sale coupon' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes 100 ms after losing focus', () => {
    vi.useFakeTimers();
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Sale coupon' });
    fireEvent.focus(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(COUPON_DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
