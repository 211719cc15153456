package scenario_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
)

// Seats carry no rule: who plays first is set by the turn statement, turn
// order runs round the table from there (CR 101.4, 103.7, 500.1), and a
// Two-Headed Giant team is the first two seats or the last two (CR 810.1).
// So every scenario that names its turn must hold just as well with the
// players seated elsewhere at the same table: in a duel swapped, in a
// free-for-all turned one seat (the turn order is a cycle, so it stays
// the same), in Two-Headed Giant turned two seats (the teams stay
// together). The engine reads seat numbers everywhere (player IDs,
// object slots, APNAP loops, team tests); a loop that starts at seat 0
// where the rules start at the active player, or a test of a team by
// seat parity, fails here on positions its own scenario never moved.
//
// Left out, since their outcome rightly depends on the seating: files
// without a turn statement or at turn 1 (the first player listed starts,
// CR 103.2), files that choose the starting player or seed the random
// generator, and files written to test the format itself (comments or
// tabs on the players line, carriage returns, a byte-order mark).
func TestScenariosWithSeatsMoved(t *testing.T) {
	files, err := scenario.Files("../../testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	moved := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, ok := moveSeats(string(src))
		if !ok {
			continue
		}
		moved++
		t.Run(f[len("../../testdata/scenarios/"):], func(t *testing.T) {
			s, err := scenario.Parse(f, []byte(out))
			if err != nil {
				t.Fatalf("with the seats moved: %v", err)
			}
			if err := scenario.Run(s, card.Default()); err != nil {
				t.Fatalf("with the seats moved (%s): %v", seatsLine(out), err)
			}
		})
	}
	// Most of the suite qualifies; a change that skipped it all would
	// test nothing.
	if moved < len(files)*3/4 {
		t.Fatalf("seats moved in %d of %d files, want at least three quarters", moved, len(files))
	}
}

var (
	playersLine  = regexp.MustCompile(`^players( [A-Za-z][A-Za-z0-9_]*){2,4}$`)
	turnLine     = regexp.MustCompile(`^turn ([0-9]+) `)
	seatedByRule = regexp.MustCompile(`^(seed|start)\b|^expect decision \S+ none\b`)
)

// moveSeats returns src with its players seated elsewhere (see
// TestScenariosWithSeatsMoved), and false for a file left out.
func moveSeats(src string) (string, bool) {
	if strings.ContainsAny(src, "\r\t") || strings.HasPrefix(src, "\ufeff") {
		return "", false
	}
	lines := strings.Split(src, "\n")
	at, turnSet, thg := -1, false, false
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "players"):
			if at >= 0 || !playersLine.MatchString(l) {
				return "", false
			}
			at = i
		case turnLine.MatchString(l):
			if turnLine.FindStringSubmatch(l)[1] == "1" {
				return "", false
			}
			turnSet = true
		case seatedByRule.MatchString(l):
			return "", false
		case l == "rule variant=two-headed-giant":
			thg = true
		}
	}
	if at < 0 || !turnSet {
		return "", false
	}
	names := strings.Fields(lines[at])[1:]
	by := 1
	if thg {
		if len(names) != 4 {
			return "", false
		}
		by = 2
	}
	names = append(names[by:], names[:by]...)
	lines[at] = "players " + strings.Join(names, " ")
	return strings.Join(lines, "\n"), true
}

// seatsLine returns the players line of src.
func seatsLine(src string) string {
	for _, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "players ") {
			return l
		}
	}
	return ""
}

// moveSeats moves what it should and leaves the rest alone.
func TestMoveSeats(t *testing.T) {
	for _, c := range []struct {
		src, want string
		ok        bool
	}{
		{"players Alice Bob\nturn 3 Alice main1\n", "players Bob Alice\nturn 3 Alice main1\n", true},
		{"players Alice Bob Carol\nturn 3 Bob main1\n", "players Bob Carol Alice\nturn 3 Bob main1\n", true},
		{"players A1 A2 B1 B2\nrule variant=two-headed-giant\nturn 2 A1 main1\n", "players B1 B2 A1 A2\nrule variant=two-headed-giant\nturn 2 A1 main1\n", true},
		{"players Alice Bob\nturn 1 Alice main1\n", "", false},
		{"players Alice Bob\nbattlefield Alice: Plains\n", "", false},
		{"players Alice Bob\nseed 7\nturn 3 Alice main1\n", "", false},
		{"players Alice Bob # who\nturn 3 Alice main1\n", "", false},
		{"players Alice Bob\r\nturn 3 Alice main1\r\n", "", false},
	} {
		got, ok := moveSeats(c.src)
		if ok != c.ok || got != c.want {
			t.Errorf("moveSeats(%q) = %q, %v; want %q, %v", c.src, got, ok, c.want, c.ok)
		}
	}
}
