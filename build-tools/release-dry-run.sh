#!/usr/bin/env bash
# The release dry run (RELEASING.md, "The dry run"): builds every published artifact as a release does
# (the release profile: jar, sources, javadoc, POM), signs every file, stages the bundle Maven Central
# receives into target/central-staging (a Maven repository layout, with MD5, SHA-1, SHA-256 and SHA-512
# checksums) and target/central-publishing/central-bundle.zip, uploading nothing, then checks the staged
# bundle against Central's rules (build-tools/src/main/java/io/github/reversi4j/build/CentralBundle.java).
#
# Signing: with a secret key in the keyring (GNUPGHOME, or ~/.gnupg), gpg's default key signs, or the one
# given with -Dgpg.keyname=KEYID, as in a release. With none (or RELEASE_DRY_RUN_THROWAWAY_KEY=1), a
# throwaway key is made for the run in a temporary GNUPGHOME, and deleted with it at the end.
#
# Usage: build-tools/release-dry-run.sh [MAVEN ARGUMENTS...]     e.g. -o to build offline
# Status: 0 when the bundle passes, 1 when the check finds a problem, Maven's status when the build fails.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ -z "${RELEASE_DRY_RUN_THROWAWAY_KEY:-}" ] && gpg --batch --list-secret-keys 2>/dev/null | grep -q '^sec'; then
  echo "release dry run: signing with the keyring's key (gpg's default, or -Dgpg.keyname)"
else
  GNUPGHOME=$(mktemp -d "${TMPDIR:-/tmp}/reversi4j-dry-run-gnupg.XXXXXX")
  export GNUPGHOME
  trap 'gpgconf --kill all >/dev/null 2>&1 || true; rm -rf "$GNUPGHOME"' EXIT
  gpg --batch --quiet --pinentry-mode loopback --passphrase '' \
      --quick-generate-key 'reversi4j release dry run, throwaway key <dry-run@reversi4j.invalid>' rsa3072 sign 1d
  echo "release dry run: signing with a throwaway key made for this run in $GNUPGHOME"
fi

# the published modules only (examples, benchmarks and build-tools are never deployed), installed nowhere
# (the local repository keeps what it had); the tests,
# SpotBugs and the API check are verify's, run by CI on the same commit
./mvnw -B -Prelease -DskipUpload=true -DskipTests -Dmaven.test.skip=true -Dspotbugs.skip=true -Dapi.skip=true \
  -Dmaven.install.skip=true -pl '!examples,!benchmarks,!build-tools' "$@" clean deploy

java "$root/build-tools/src/main/java/io/github/reversi4j/build/CentralBundle.java" "$root" "$root/target/central-staging"
