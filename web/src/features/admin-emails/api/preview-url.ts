/**
 * The email's HTML as the server serves it for framing: sandboxed under its own CSP
 * (worker/api/email-preview.ts), because a srcdoc frame would inherit this page's CSP, which
 * refuses the inline styles every email needs.
 */
export const emailPreviewUrl = (id: string) => `/api/emails/${encodeURIComponent(id)}/preview`;
