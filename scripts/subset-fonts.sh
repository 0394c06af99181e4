#!/bin/sh
# Writes the site's web fonts (src/web/styles/fonts/*.woff2) from @fontsource's latin files,
# keeping the same characters but only the OpenType features the site uses (ADR 085): kerning,
# ligatures, tabular figures and mark positioning. Dropping the rest (contextual alternates,
# fractions, numerators, proportional-figure switch) and the glyph names makes Inter's two
# weights ~40 % smaller. Needs fontTools with brotli (Debian: python3-fonttools python3-brotli);
# run by hand after upgrading @fontsource, then commit the output. The build only copies them.
set -eu
cd "$(dirname "$0")/.."
out=src/web/styles/fonts
# @fontsource's "latin" range, so the same text falls back to the system font as before.
unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
features='kern,liga,tnum,ccmp,locl,mark,mkmk'
subset() {
  python3 -m fontTools.subset "node_modules/@fontsource/$1/files/$2.woff2" \
    --output-file="$out/$2.woff2" --flavor=woff2 --unicodes="$unicodes" \
    --layout-features="$features" --no-glyph-names
}
subset inter inter-latin-400-normal
subset inter inter-latin-600-normal
subset space-grotesk space-grotesk-latin-700-normal
cp node_modules/@fontsource/inter/LICENSE "$out/LICENSE-inter.txt"
cp node_modules/@fontsource/space-grotesk/LICENSE "$out/LICENSE-space-grotesk.txt"
ls -l "$out"
