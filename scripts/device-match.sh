#!/bin/bash
# A match on the borrowed many-core machine (see docs/matches-against-4pchess.md, "On the
# 16-core machine"). That machine has no Rust and no network: everything it needs travels
# in one ignored folder of the checkout, named in the device call's `carry`:
#   DIR/fourchess          a release build of this repository, made here
#   DIR/engine             the opponent, built outside the repository (never committed)
#   DIR/openings.fen4      the balanced openings (../shared is not carried)
#
#   scripts/device-match.sh DIR SECONDS OUT [match options...]
#
# plays level 6 against DIR/engine in Teams as the page plays it: with the net built into
# DIR/fourchess (www/nets/teams.nnue when it was built; a build from before issue 68 plays
# the hand evaluation unless told --a-eval nnue --a-net FILE). --a-eval hce for the hand
# evaluation, --a-net FILE for another net. The options given come after the defaults and
# override them (--movetime, --a-opts, --seed, --sprt ...). One game per core but one,
# for at most SECONDS, writing each game's line to OUT/results.txt as it ends; then
# prints the summary of the finished games (games cut off by the time limit are not
# counted). Run it again with the same options and OUT holding that file to go on.
set -uo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 DIR SECONDS OUT [match options...]" >&2
  exit 2
fi
dir=$1 seconds=$2 out=$3
shift 3
bin="$dir/fourchess"
engine="$dir/engine"
for f in "$bin" "$engine" "$dir/openings.fen4"; do
  [ -e "$f" ] || { echo "$0: $f is missing" >&2; exit 2; }
done
chmod +x "$bin" "$engine"
# An opponent built for a newer processor than this one dies at once: say so early.
if ! echo quit | timeout 10 "$engine" >/dev/null 2>&1; then
  echo "$0: $engine does not run here (built for another processor?)" >&2
  exit 1
fi
threads=$(( $(nproc) - 1 ))
mkdir -p "$out"
common=(match --variant teams --a-level 6 --b-engine "$engine" --movetime 1000
  --openings "$dir/openings.fen4" --seed 101 --games 10000 --results "$out/results.txt" "$@")
echo "$(date -u +%H:%M:%S) $threads games at once for ${seconds}s: ${common[*]}"
timeout --signal=TERM "$seconds" "$bin" "${common[@]}" --threads "$threads" 2>"$out/stderr.txt"
status=$?
[ $status -eq 124 ] && echo "$(date -u +%H:%M:%S) time is up: the games still running are not counted"
pkill -f "$engine" 2>/dev/null
"$bin" "${common[@]}" --report
