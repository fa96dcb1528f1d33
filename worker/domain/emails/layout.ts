import { messagesFor } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/i18n/locales';
import { RESTAURANT } from '../../../shared/restaurant';
import { fullAddressOf, type Settings } from '../../../shared/rules/settings';
import { restaurantOf } from './format';
import { escapeHtml } from '../../infra/escape-html';

/** What one email says, once: the layout draws it as plain text and as HTML from the same parts. */
export type EmailContent = {
  /** The reader's language: the HTML's `lang`, and the tagline's (English by default). */
  lang?: Locale;
  /** The line mail apps show beside the subject (hidden in the HTML body). */
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Label → value rows, e.g. Date, Time, Guests; empty values are left out. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** A second, quieter button under the first (the reminder's cancel beside its confirm). */
  secondaryAction?: { label: string; url: string };
  /** A last paragraph under the button. */
  closing?: string;
  /** Whose name, address and phone the footer shows; the seed's when absent. */
  restaurant?: Settings;
};

// The site's palette (web/src/app/styles.css): coconut cream, tamarind, banana leaf, ink.
const C = {
  cream: '#fbf5ea',
  sand: '#f3e6cf',
  ink: '#2a1a12',
  muted: '#6b5444',
  leaf: '#1f5a3a',
  tamarind: '#7a2e12',
} as const;
const SANS = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

const tagline = (lang: Locale = 'en') => messagesFor(lang).emails.tagline;
const footerLines = (lang: Locale | undefined, r: Settings) => [
  `${r.name} · ${tagline(lang)}`,
  fullAddressOf(r),
  `${r.phone} · ${r.email}`,
  RESTAURANT.url,
];

export function renderText(content: EmailContent): string {
  const details = (content.details ?? []).filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.secondaryAction ? [`${content.secondaryAction.label}: ${content.secondaryAction.url}`, ''] : []),
    ...(content.closing ? [content.closing, ''] : []),
    '--',
    ...footerLines(content.lang, restaurantOf(content)),
    '',
  ].join('\n');
}

/**
 * Table layout with inline styles, which mail apps render; real text only, no remote images.
 * Every value passes through escapeHtml, so a guest's name can never become markup.
 */
export function renderHtml(content: EmailContent): string {
  const e = escapeHtml;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${C.ink};">${e(text).replace(/\n/g, '<br>')}</p>`;
  const rows = (content.details ?? [])
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="width:1%;padding:6px 16px 6px 0;font-size:14px;font-weight:600;color:${C.muted};white-space:nowrap;">${e(label)}</th>` +
        `<td style="padding:6px 0;font-size:15px;color:${C.ink};">${e(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const details = rows
    ? `<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${C.sand};border-bottom:1px solid ${C.sand};width:100%;">${rows}</table>`
    : '';
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;"><tr><td style="border-radius:999px;background:${C.leaf};">` +
      `<a href="${e(content.action.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px;">${e(content.action.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${C.muted};word-break:break-all;">${e(content.action.url)}</p>`
    : '';
  const secondary = content.secondaryAction
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;"><tr><td style="border-radius:999px;border:2px solid ${C.tamarind};">` +
      `<a href="${e(content.secondaryAction.url)}" style="display:inline-block;padding:10px 20px;font-size:16px;font-weight:600;color:${C.tamarind};text-decoration:none;border-radius:999px;">${e(content.secondaryAction.label)}</a></td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${C.muted};word-break:break-all;">${e(content.secondaryAction.url)}</p>`
    : '';
  const footer = footerLines(content.lang, restaurantOf(content)).map(e).join('<br>');
  return `<!DOCTYPE html>
<html lang="${content.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${C.cream};font-family:${SANS};">
<div style="display:none;max-height:0;overflow:hidden;">${e(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:16px;border:1px solid ${C.sand};">
<tr><td style="padding:20px 28px;background:${C.tamarind};border-radius:16px 16px 0 0;">
<p style="margin:0;font-family:${SERIF};font-size:24px;font-weight:600;color:${C.cream};">${e(restaurantOf(content).name)}</p>
<p style="margin:2px 0 0;font-size:13px;letter-spacing:0.08em;text-transform:uppercase;color:${C.sand};">${e(tagline(content.lang))}</p>
</td></tr>
<tr><td style="padding:28px;">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:600;color:${C.tamarind};">${e(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${details}
${action}
${secondary}
${content.closing ? p(content.closing) : ''}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${C.sand};font-size:13px;line-height:1.6;color:${C.muted};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
