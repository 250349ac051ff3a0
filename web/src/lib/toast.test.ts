import type { toast as sonnerToast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { attachToaster, toast } from './toast.ts';

describe('toast facade', () => {
  it('queues toasts until the Toaster attaches, delivers them in order, then passes calls straight on', () => {
    const calls: string[] = [];
    const target = {
      error: vi.fn((message: string) => calls.push(`error:${message}`)),
      warning: vi.fn((message: string) => calls.push(`warning:${message}`)),
    };

    toast.error('Session ended', { id: 'session' });
    toast.warning('Slow down');
    expect(calls).toEqual([]);

    attachToaster(target as unknown as typeof sonnerToast);
    expect(calls).toEqual(['error:Session ended', 'warning:Slow down']);
    expect(target.error).toHaveBeenCalledWith('Session ended', { id: 'session' });

    toast.error('Server error');
    expect(calls).toEqual(['error:Session ended', 'warning:Slow down', 'error:Server error']);
  });
});
