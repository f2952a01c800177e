#!/bin/bash
# The search's effective branching factor (issue 45): nodes to reach each depth from the
# start and from five Teams middlegames (scripts/ebf-positions.fen4: real games after 36
# plies), one thread, a fresh hash table each. Node counts at a fixed depth do not depend
# on the machine's load, so two builds can be compared on a busy machine.
#   scripts/ebf.sh BIN [DEPTH] [SEARCH-WORDS] [NET]
# (NET: a Teams net file, e.g. www/nets/teams.nnue, as level 6 plays; none: the hand-written
# evaluation) prints per position the nodes at depths DEPTH-4, DEPTH-2 and DEPTH, and the factor per
# ply over the last four, (N(DEPTH) / N(DEPTH-4))^(1/4).
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 BIN [DEPTH] [SEARCH-WORDS] [NET]" >&2
  exit 2
fi
bin=$1 depth=${2:-12} words=${3:-} net=${4:-}
positions="$(dirname "$0")/ebf-positions.fen4"
printf '| position | nodes d%d | nodes d%d | nodes d%d | factor per ply |\n|---|---|---|---|---|\n' $((depth - 4)) $((depth - 2)) "$depth"
n=0
{ echo startpos; grep -v '^#' "$positions"; } | while read -r fen; do
  [ -z "$fen" ] && continue
  if [ "$fen" = startpos ]; then name=start pos="startpos"; else n=$((n + 1)) name="middlegame $n" pos="fen $fen"; fi
  out=$(printf 'setoption name Search value %s\nsetoption name EvalFile value %s\nposition %s\ngo depth %d\n' "$words" "${net:-<empty>}" "$pos" "$depth" |
    "$bin" uci | grep '^info depth')
  nodes() { awk -v d="$1" '$3 == d { for (i = 1; i < NF; i++) if ($i == "nodes") print $(i + 1) }' <<<"$out" | tail -1; }
  a=$(nodes $((depth - 4))) b=$(nodes $((depth - 2))) c=$(nodes "$depth")
  f=$(awk -v a="$a" -v c="$c" 'BEGIN { printf "%.2f", (c / a) ^ 0.25 }')
  printf '| %s | %s | %s | %s | %s |\n' "$name" "$a" "$b" "$c" "$f"
done
