#!/usr/bin/env bash
# Regenerates web/src/app/fonts/fraunces-600-latin.woff2: the one web font the site ships
# (docs/decisions/007). Fraunces' variable Latin file from @fontsource-variable/fraunces, pinned
# at weight 600 (every heading's weight), cut to the characters an English page with German
# addresses uses, without hinting. 36.6 KB -> 17 KB. Needs Debian's fonttools and python3-brotli
# (apt-get install fonttools python3-brotli); run it only when the font or the character set changes.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2
out=web/src/app/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fonttools varLib.instancer "$source" wght=600 -q -o "$tmp/fraunces-600.ttf"
# Basic Latin, Latin-1 (German umlauts and ß, accented names, €-adjacent signs), dotless i, Œ/œ,
# spacing accents, dashes, curly quotes, bullet, ellipsis, angle quotes, euro and trade mark.
pyftsubset "$tmp/fraunces-600.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122' \
  --layout-features='kern,liga,calt' --no-hinting --desubroutinize --flavor=woff2 \
  --output-file="$out/fraunces-600-latin.woff2"
cp node_modules/@fontsource-variable/fraunces/LICENSE "$out/OFL.txt"
ls -l "$out/fraunces-600-latin.woff2"
