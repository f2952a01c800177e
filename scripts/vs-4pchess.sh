#!/bin/bash
# Paired matches against another engine (see docs/matches-against-4pchess.md):
#   scripts/vs-4pchess.sh ENGINE GAMES SEED BIN...
# Each fourchess build BIN plays ENGINE (Teams, 100 ms a move, the balanced openings),
# all builds at once with the same seed; one line of results per build. Level 6 with the
# hand evaluation (--a-eval hce), as every match this script has played: a build's level 6
# plays Teams with its built-in net by default since issue 68, so without it builds from
# before and after would play different evaluations.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 ENGINE GAMES SEED BIN..." >&2
  exit 2
fi
engine=$1 games=$2 seed=$3
shift 3
openings="$(dirname "$0")/../../shared/openings/teams-modern-balanced.fen4"
for bin in "$@"; do
  (
    result=$("$bin" match --variant teams --a-level 6 --a-eval hce --b-engine "$engine" --movetime 100 \
      --games "$games" --threads 1 --openings "$openings" --seed "$seed" 2>&1 | tail -1)
    echo "$bin seed $seed: $result"
  ) &
done
wait
