#!/usr/bin/env bash
# Renders the landing page's sample images from the real templates (run after a template
# changes): the CLI makes each PDF, pdftoppm turns page one into a PNG (demo-sources/), and
# scripts/demo-images.mjs makes the AVIF and WebP files the page shows (public/demo/).
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=apps/web/demo-sources
tmp=$(mktemp -d)
for template in classic split hybrid modern banner compact; do
  npm run --silent shortlist -- export apps/web/demo/sample-resume.json --format pdf --template "$template" -o "$tmp/$template.pdf"
  pdftoppm -png -r 80 -f 1 -l 1 -singlefile "$tmp/$template.pdf" "$out/$template"
done
rm -rf "$tmp"
node apps/web/scripts/demo-images.mjs
