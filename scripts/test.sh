#!/usr/bin/env bash
# Every test, from a fresh clone: install, typecheck, lint and format, unit tests (the
# deployment tests in a real nginx among them), a build and `site check` of the real content,
# then the browser tests in Debian's chromium. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step "Installing dependencies (npm ci)"
npm ci --no-audit --no-fund

sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { $sudo_cmd apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@"
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  step "Installing Debian's chromium for the browser tests"
  apt_install chromium
fi

# The deployment tests run the generated configuration in a real nginx of their own.
if [ -z "${NGINX_PATH:-}" ] && ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  step "Installing Debian's nginx-light for the deployment tests"
  apt_install nginx-light
fi

step "Typecheck"
npx tsc --noEmit

step "Lint and format"
npx eslint .
npx prettier --check .

step "Unit and integration tests"
npx vitest run

step "Build the real site"
node bin/site build

step "Check the built site"
node bin/site check

step "Browser tests (Debian chromium)"
npx vitest run --config vitest.browser.config.ts
