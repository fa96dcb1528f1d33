import { okJson, type OkBody } from '../../../lib/api-failure';

/** One page of a staff list: its rows, where the next page starts (null on the last) and the total. */
export type Page<T> = { rows: T[]; nextCursor: string | null; total: number };

type ArrayAnswer = { ok: boolean; status: number; headers: Headers; json(): Promise<unknown> };

/**
 * The API answers a page as the plain array the spec names, with the paging in headers
 * (docs/decisions/013): X-Next-Cursor (absent on the last page) and X-Total-Count.
 */
export async function readPage<R extends ArrayAnswer>(response: R): Promise<Page<OkBody<R> extends (infer T)[] ? T : never>> {
  const rows = await okJson(response);
  const total = Number(response.headers.get('X-Total-Count'));
  return {
    rows: rows as never,
    nextCursor: response.headers.get('X-Next-Cursor'),
    total: Number.isFinite(total) ? total : (rows as unknown[]).length,
  };
}
