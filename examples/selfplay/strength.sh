#!/bin/sh
# strength.sh plays the search player against the heuristic player in
# every pairing of the repository's decks and prints one line per
# match-up: the search player's deck, the heuristic player's deck, the
# search player's wins, the games, and the win rate. Each match-up is
# GAMES games, seats alternated: half with the search player in seat 1,
# half in seat 2.
#
#   examples/selfplay/strength.sh                        # the whole table (long: see PERFORMANCE.md)
#   GAMES=40 DECKS="white-red black-green" examples/selfplay/strength.sh
#
# Environment: GAMES (400), BUDGET (iterations per decision, the
# selfplay default), DECKS (names in testdata/decks; default all of
# them), ROWS (the search player's decks; default DECKS), WORKERS (2),
# START (full), MIRRORS_ONLY (set: A vs A only), OUT (a file: each
# line is also appended there, and match-ups already in it are skipped,
# so that a table too long for one sitting is played in several).
set -eu
cd "$(dirname "$0")/../.."
GAMES=${GAMES:-400}
case "$GAMES" in
'' | *[!0-9]* | 0 | 1) echo "strength.sh: GAMES=$GAMES: want a number of at least 2 (one game a seat)" >&2; exit 2 ;;
esac
WORKERS=${WORKERS:-2}
START=${START:-full}
DECKS=${DECKS:-$(ls testdata/decks | sed 's/\.txt$//')}
budget=""
if [ -n "${BUDGET:-}" ]; then budget="-budget $BUDGET"; fi
go build -o /tmp/selfplay-strength.$$ ./examples/selfplay
trap 'rm -f /tmp/selfplay-strength.$$' EXIT
half=$((GAMES / 2))
ROWS=${ROWS:-$DECKS}
printf '%-12s %-12s %6s %6s %6s\n' search heuristic wins games rate
for a in $ROWS; do
	for b in $DECKS; do
		if [ -n "${MIRRORS_ONLY:-}" ] && [ "$a" != "$b" ]; then continue; fi
		if [ -n "${OUT:-}" ] && [ -f "$OUT" ] && grep -q "^$a $b " "$OUT"; then continue; fi
		# shellcheck disable=SC2086
		l1=$(/tmp/selfplay-strength.$$ -quiet -games $half -seed 1 -workers "$WORKERS" -start "$START" $budget \
			-p1 search -p2 heuristic -deck1 "testdata/decks/$a.txt" -deck2 "testdata/decks/$b.txt")
		# shellcheck disable=SC2086
		l2=$(/tmp/selfplay-strength.$$ -quiet -games $((GAMES - half)) -seed 100001 -workers "$WORKERS" -start "$START" $budget \
			-p1 heuristic -p2 search -deck1 "testdata/decks/$b.txt" -deck2 "testdata/decks/$a.txt")
		w1=$(echo "$l1" | sed -n 's/.* p1_wins=\([0-9]*\) .*/\1/p')
		w2=$(echo "$l2" | sed -n 's/.* p2_wins=\([0-9]*\) .*/\1/p')
		wins=$((w1 + w2))
		line=$(printf '%-12s %-12s %6d %6d %5d%%' "$a" "$b" "$wins" "$GAMES" $((100 * wins / GAMES)))
		echo "$line"
		if [ -n "${OUT:-}" ]; then echo "$a $b $wins $GAMES" >>"$OUT"; fi
	done
done
