// What loads on demand (an island's code, its messages) is asked for once, kept when it failed,
// and asked for again only when an opener says so: lib/client/retryable.ts.
import { describe, expect, it, vi } from 'vitest';
import { onRetry, retryable } from './retryable';

describe('something fetched on demand', () => {
  it('is fetched once: every render and opener reads the same answer', async () => {
    const start = vi.fn(async () => 'module');
    const get = retryable(start);
    expect(await get()).toBe('module');
    expect(await get(true)).toBe('module');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for renders, so the boundary sees it rather than a new request at each attempt', async () => {
    const start = vi.fn(() => Promise.reject(new Error('offline')));
    const get = retryable(start);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).rejects.toThrow('offline');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is fetched again when an opener asks after a failure, and the boundaries showing it hear so', async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = retryable(start);
    const heard = vi.fn();
    const stop = onRetry(heard);
    await expect(get()).rejects.toThrow('offline');
    expect(await get(true)).toBe('module');
    expect(start).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await get()).toBe('module');
    stop();
  });

  it('is not fetched twice while the first request is still on its way', async () => {
    let arrive: (value: string) => void = () => undefined;
    const start = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const get = retryable(start);
    const first = get(true);
    expect(get(true)).toBe(first);
    arrive('module');
    expect(await first).toBe('module');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
