import * as v from 'valibot';
import { message } from '../i18n/catalogues';

/**
 * Unicode Cc (controls: NUL, C0, C1), Cf (format: zero-width space, RTL override, BOM, soft hyphen…),
 * and the line and paragraph separators U+2028/U+2029 (Zl, Zp): JavaScript and some mail clients
 * break lines at them, so in a name they would split an email's subject (issue 26).
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * The format characters that real text needs, removed before the check (docs/decisions/013):
 * - ZWJ/ZWNJ right after an emoji, a combining mark or a non-Latin letter: emoji sequences
 *   (👨‍👩‍👧, 👩🏽‍💻, 🏳️‍🌈), Malayalam chillus, Devanagari half forms, Persian word shapes. Never
 *   at the start, never after a Latin letter, never before another control or format character.
 * - Tag characters closing a subdivision flag (🏴 + tags + cancel tag, e.g. Scotland's flag).
 */
const NEEDED_FORMAT =
  /(?<=[\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]|(?!\p{sc=Latin})\p{L})[\u200C\u200D](?![\p{Cc}\p{Cf}])|(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Line breaks and tabs: the only controls a multi-line field (special requests, descriptions) keeps. */
const LINE_CONTROLS = /[\n\r\t]/g;

/** True when the text has a control or format character that the rules above do not allow. */
export function hasInvisibleCharacters(text: string, multiline = false): boolean {
  const rest = text.replace(NEEDED_FORMAT, '');
  return CONTROL_OR_FORMAT.test(multiline ? rest.replace(LINE_CONTROLS, '') : rest);
}

/** The message naming the field, in the request's or the page's language (docs/decisions/020). */
const invisible = (label: string) => message((m) => m.api.invisibleText(m.api.fieldNames[label] ?? label));

/** One line of text: a name, a title, an e-mail. `label` names the field in the message. */
export const visibleText = (label: string) =>
  v.check((text: string) => !hasInvisibleCharacters(text), invisible(label));

/** Several lines of text: newline, carriage return and tab are allowed, nothing else. */
export const visibleLines = (label: string) =>
  v.check((text: string) => !hasInvisibleCharacters(text, true), invisible(label));
