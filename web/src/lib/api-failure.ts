/** A non-2xx answer: the status decides which spec message the page shows. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
  ) {
    super(serverError ?? `HTTP ${status}`);
    this.name = 'ApiFailure';
  }
}

/** The failure for a response that is not ok, carrying the API's JSON `error` if it sent one. */
async function apiFailure(response: { status: number; json(): Promise<unknown> }): Promise<ApiFailure> {
  let text: string | undefined;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') text = body.error;
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone has to do.
  }
  return new ApiFailure(response.status, text);
}

/** The status of a failed call, or undefined when the request never got an answer. */
export function failureStatus(error: unknown): number | undefined {
  return error instanceof ApiFailure ? error.status : undefined;
}

type JsonAnswer = { ok: boolean; status: number; json(): Promise<unknown> };
/** The success shapes of a typed hono/client answer: everything but the `{ error }` body. */
export type OkBody<R extends JsonAnswer> = Exclude<Awaited<ReturnType<R['json']>>, { error: string }>;

/**
 * The JSON of a 2xx answer, or an ApiFailure. The API's error statuses are not literal
 * types, so hono/client cannot narrow on `ok` by itself; this does it once for every call.
 */
export async function okJson<R extends JsonAnswer>(response: R): Promise<OkBody<R>> {
  if (!response.ok) throw await apiFailure(response);
  return (await response.json()) as OkBody<R>;
}
