package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/game"
)

// TestRuleErrorCites checks that a refusal cites its rule and each of its
// more specific ones, by prefix, and nothing else.
func TestRuleErrorCites(t *testing.T) {
	e := &game.RuleError{Rule: "114.1", Also: "702.11b, 601.2c"}
	for _, c := range []struct {
		prefix string
		want   bool
	}{
		{"114", true}, {"114.1", true}, {"702.11", true}, {"702.11b", true},
		{"601.2c", true}, {"601", true}, {"601.2d", false}, {"702.12", false},
		{"11b", false}, {"", false}, {"114.1, 702", false},
		// A prefix naming a rule within its section ends at a rule
		// boundary: 702.1 is another rule than 702.11 (CR 100.x).
		{"702.1", false}, {"601.2", true}, {"702.", true}, {"70", true}, {"6", true},
	} {
		if got := e.Cites(c.prefix); got != c.want {
			t.Errorf("Cites(%q) = %v, want %v", c.prefix, got, c.want)
		}
	}
	if got := (&game.RuleError{Rule: "305.2"}).Cites("601.2c"); got {
		t.Errorf("a refusal with no Also cites only its rule")
	}
}

// TestRuleErrorCitesPrefix checks that CitesPrefix reads the rule number
// as written: "702.1" is a prefix of "702.11b".
func TestRuleErrorCitesPrefix(t *testing.T) {
	e := &game.RuleError{Rule: "114.1", Also: "702.11b, 601.2c"}
	for _, c := range []struct {
		prefix string
		want   bool
	}{
		{"702.1", true}, {"702.11b", true}, {"114", true}, {"601.2", true},
		{"601.2d", false}, {"11b", false}, {"", false}, {"114.1, 702", false},
	} {
		if got := e.CitesPrefix(c.prefix); got != c.want {
			t.Errorf("CitesPrefix(%q) = %v, want %v", c.prefix, got, c.want)
		}
	}
}

// TestRuleErrorCiteToo checks that a further rule is added once, after
// the others, and that a rule the error already cites is not added again.
func TestRuleErrorCiteToo(t *testing.T) {
	e := &game.RuleError{Rule: "116.1"}
	e.CiteToo("603.3b")
	e.CiteToo("603.3b")
	e.CiteToo("116.1")
	e.CiteToo("")
	e.CiteToo("603.3d")
	if e.Also != "603.3b, 603.3d" {
		t.Errorf("Also = %q, want %q", e.Also, "603.3b, 603.3d")
	}
	if !e.Cites("603.3d") || !e.Cites("116") {
		t.Errorf("the added rules are cited: %+v", e)
	}
}
