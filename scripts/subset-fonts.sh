#!/usr/bin/env bash
# Regenerates web/src/app/fonts/fraunces-600-latin.woff2: the one web font the site ships
# (docs/decisions/007). Fraunces' variable Latin file from @fontsource-variable/fraunces, pinned
# at weight 600 (every heading's weight), cut to the characters an English page with German
# addresses uses, without hinting and with kerning only. 36.6 KB -> 12 KB. Needs Debian's fonttools and python3-brotli
# (apt-get install fonttools python3-brotli); run it only when the font or the character set changes.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2
out=web/src/app/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fonttools varLib.instancer "$source" wght=600 -q -o "$tmp/fraunces-600.ttf"
# Basic Latin, German (umlauts, ß, „quotes“, ‚these‘), the accents of menu French and Spanish
# (à â ç é è ê ë î ï ñ ó ô ú û), §, ·, dotless i, dashes, ellipsis and the euro: what headings show.
# Cut to this, the font is 12 KB, so the HTML, the stylesheet and the preloaded font stay within
# the 30 KB a page may download before its first paint (issue 15, docs/decisions/023). A character
# outside it falls back to Georgia for that character alone.
pyftsubset "$tmp/fraunces-600.ttf" \
  --unicodes='U+0020-007E,U+00A0,U+00A7,U+00B7,U+00C4,U+00C9,U+00D6,U+00DC,U+00DF,U+00E0-00E2,U+00E4,U+00E7-00EF,U+00F1,U+00F3-00F4,U+00F6,U+00FA-00FC,U+0131,U+2013-2014,U+2018-201A,U+201C-201E,U+2026,U+20AC' \
  --layout-features='kern' --no-hinting --desubroutinize --flavor=woff2 \
  --output-file="$out/fraunces-600-latin.woff2"
cp node_modules/@fontsource-variable/fraunces/LICENSE "$out/OFL.txt"
ls -l "$out/fraunces-600-latin.woff2"
