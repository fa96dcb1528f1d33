// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../lib/api-failure';
import { useGuestData } from './use-guest-data';
import { useEmailedLink } from './use-emailed-link';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useGuestData', () => {
  it('starts from the data the page arrived with and fetches only on reload', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const { result } = renderHook(() => useGuestData(load, 'arrived'));
    expect(result.current).toMatchObject({ status: 'success', data: 'arrived' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }));
  });

  it("drops an older key's answer that comes after the newer key's", async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ key }) => useGuestData(() => answers[key].promise, undefined, key), {
      initialProps: { key: 'a' as 'a' | 'b' },
    });
    rerender({ key: 'b' });
    await act(async () => answers.b.resolve('for b'));
    await act(async () => answers.a.resolve('for a'));
    expect(result.current).toMatchObject({ status: 'success', data: 'for b' });
  });
});

describe('useEmailedLink', () => {
  it('fails a link without a token as the API would, without asking it', async () => {
    const load = vi.fn(() => Promise.resolve('booking'));
    const { result } = renderHook(() =>
      useEmailedLink({ token: null, load, act: vi.fn(), invalidLink: 'This link is not valid.' }),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    const { error } = result.current.state as { error: unknown };
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).serverError).toBe('This link is not valid.');
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the action's refusal until it succeeds, then holds its answer", async () => {
    const act$ = vi.fn().mockRejectedValueOnce(new ApiFailure(409, 'Too late')).mockResolvedValueOnce('cancelled');
    const { result } = renderHook(() =>
      useEmailedLink({ token: 't', load: () => Promise.resolve('booking'), act: act$, invalidLink: '' }),
    );
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    await act(() => result.current.run());
    expect((result.current.actionError as ApiFailure).serverError).toBe('Too late');
    expect(result.current.done).toBeNull();
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ done: 'cancelled', actionError: null, busy: false });
  });
});
