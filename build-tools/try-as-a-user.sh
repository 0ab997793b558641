#!/usr/bin/env bash
# Follows README.md as a new user does, outside this repository: installs the artifacts with the
# README's install command into a local Maven repository of its own (so nothing already in
# ~/.m2 helps), then builds a project of its own that imports the BOM with the README's Maven block,
# runs the README's "Ten lines" example as its main class and runs the test kit's contract suite on
# two rule sets as its test. It needs Maven Central for Maven's own plugins; it changes nothing in
# the clone or in ~/.m2.
#
# Usage: build-tools/try-as-a-user.sh [WORK FOLDER]      (default: a new temporary folder, kept)
# Status: 0 when the project builds, runs and passes its test; otherwise the failing step's status.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/reversi4j-user.XXXXXX")}
mkdir -p "$work"
repo="$work/m2"
project="$work/project"
echo "try as a user: local repository $repo, project $project"

# 1. the README's install command (README.md, "Getting the artifacts"), in a clean clone of HEAD
git clone -q "$root" "$work/clone"
install_line=$(grep -m1 -E '^\./mvnw .*install' README.md)
echo "try as a user: $install_line"
(cd "$work/clone" && eval "$install_line -Dmaven.repo.local=\"$repo\"")

# 2. a project of one's own: the README's first Maven block (the BOM and the artifacts) in a POM
mkdir -p "$project/src/main/java/demo" "$project/src/test/java/demo"
block=$(awk '/^```xml$/{on=1; next} on && /^```$/{exit} on{print}' README.md)
version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' <<<"$block" | head -1)
cat >"$project/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>demo</groupId>
  <artifactId>demo</artifactId>
  <version>1</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
$block
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-surefire-plugin</artifactId>
        <version>3.2.5</version>
      </plugin>
    </plugins>
  </build>
</project>
EOF

# 3. the README's "Ten lines" block as the main method, its imports on top
ten=$(awk '/^## Ten lines/{s=1} s && /^```java$/{on=1; next} on && /^```$/{exit} on{print}' README.md)
{
  echo "package demo;"
  grep '^import ' <<<"$ten"
  echo "public final class Main {"
  echo "    public static void main(String[] args) {"
  grep -v '^import ' <<<"$ten"
  echo "    }"
  echo "}"
} >"$project/src/main/java/demo/Main.java"

# 4. the test kit's contract suite on Othello and on a rule set of reversi-variants
cat >"$project/src/test/java/demo/RuleSetsContractTest.java" <<'EOF'
package demo;

import io.github.reversi4j.core.RuleSets;
import io.github.reversi4j.core.Rules;
import io.github.reversi4j.testkit.RulesContract;
import java.util.List;

class RuleSetsContractTest extends RulesContract {
    @Override
    protected List<Rules> ruleSets() {
        return List.of(RuleSets.of("othello"), RuleSets.of("reversi-ravensburger"));
    }
}
EOF

cd "$project"
"$work/clone/mvnw" -B -q -Dmaven.repo.local="$repo" package exec:java -Dexec.mainClass=demo.Main
tests=$(sed -n 's/.*tests="\([0-9]*\)".*failures="\([0-9]*\)".*/\1 tests, \2 failures/p' \
  target/surefire-reports/TEST-demo.RuleSetsContractTest.xml | head -1)
echo "try as a user: reversi4j $version from the BOM: the example ran, the contract suite passed ($tests)"
