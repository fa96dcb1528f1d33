import { okJson, type OkBody } from './api-failure';

/** One page of a staff list: its rows, where the next page starts (null on the last) and the total. */
export type Page<T> = { rows: T[]; nextCursor: string | null; total: number };

type ArrayAnswer = { ok: boolean; status: number; headers: Headers; json(): Promise<unknown> };

/**
 * The API answers a page as the plain array the spec names, with the paging in headers
 * (docs/decisions/013): X-Next-Cursor (absent on the last page) and X-Total-Count.
 */
export async function readPage<R extends ArrayAnswer>(
  response: R,
): Promise<Page<OkBody<R> extends (infer T)[] ? T : never>> {
  return pageOf((await okJson(response)) as never[], response.headers);
}

/** A page from rows read out of any answer, with the paging its headers carry. */
export function pageOf<T>(rows: T[], headers: Headers): Page<T> {
  const total = Number(headers.get('X-Total-Count'));
  return { rows, nextCursor: headers.get('X-Next-Cursor'), total: Number.isFinite(total) ? total : rows.length };
}
