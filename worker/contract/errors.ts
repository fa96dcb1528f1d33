import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the API returns has this shape; `message` repeats a text the spec names. */
export type ApiError = { error: string; message?: string; fields?: Record<string, string> };

export function apiError(c: Context, status: ContentfulStatusCode, error: string, extra: Omit<ApiError, 'error'> = {}) {
  return c.json<ApiError>({ error, ...extra }, status);
}

/** For spec-named messages: `error` and `message` carry the same text. */
export function specError(c: Context, status: ContentfulStatusCode, text: string) {
  return apiError(c, status, text, { message: text });
}
