package scenario_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
)

// A bare yes to Quickling's "unless you return another creature"
// (CR 608.2c) pays it only when one creature can: with two it fails and
// asks for the creature, with none it is refused, citing the rule, and
// the state is unchanged either way (a following line still answers).
func TestUnlessYesNeedsOnePermanent(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\nlibrary Alice: Island\nlibrary Bob: Forest\n" +
		"hand Alice: Quickling [as=q]\n"
	for _, c := range []struct{ board, want string }{
		{"battlefield Alice: 2x Island; Runeclaw Bear; Centaur Courser\n",
			"x.scn:11: yes: 2 permanents can be used to stop this effect (Runeclaw Bear and Centaur Courser, ...); name the one (choose REF)"},
		{"battlefield Alice: 2x Island\n",
			"x.scn:11: yes: no permanent can be used to stop this effect; answer no"},
	} {
		wantFailure(t, "x.scn", pre+c.board+"\nAlice cast q\nresolve\nresolve\nAlice choose yes\n", c.want)
	}
	// Refused with the rule: "!608.2c" holds, and "no" then sacrifices it.
	s, err := scenario.Parse("y.scn", []byte(pre+"battlefield Alice: 2x Island\n\nAlice cast q\nresolve\nresolve\n"+
		"!608.2c Alice choose yes\nAlice choose no\nexpect graveyard Alice: Quickling\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := scenario.Run(s, card.Default()); err != nil {
		t.Errorf("a refused yes, then no: %v", err)
	}
}
