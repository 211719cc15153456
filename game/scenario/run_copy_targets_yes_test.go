package scenario_test

import (
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
)

// Kurkesh's "you may choose new targets for the copy" (CR 706.10c): a
// yes followed by the same player's targets, directly or after
// expectations, is those targets; no keeps the original's; a bare yes
// fails and says what to write.
func TestCopyTargetsYes(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\n" +
		"battlefield Alice: Kurkesh, Onakke Ancient; Sacred Armory [as=sa]; Runeclaw Bear [as=bear]; Centaur Courser [as=cc]; 3x Mountain\n" +
		"Alice activate sa -> bear\nresolve\nAlice choose yes\n"
	for _, c := range []struct{ name, answer, want string }{
		{"choose", "Alice choose yes\nAlice choose cc\n", "expect pt bear 3/2\nexpect pt cc 4/3\n"},
		{"target after expectations", "Alice choose yes\nexpect decision Alice copy-targets\nexpect stack 2\nAlice target cc\n", "expect pt bear 3/2\nexpect pt cc 4/3\n"},
		{"keep", "Alice choose no\n", "expect pt bear 4/2\nexpect pt cc 3/3\n"},
	} {
		s, err := scenario.Parse("k.scn", []byte(pre+c.answer+"resolve\nresolve\n"+c.want))
		if err != nil {
			t.Fatal(err)
		}
		if err := scenario.Run(s, card.Default()); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	wantFailure(t, "x.scn", pre+"Alice choose yes\nresolve\n",
		"x.scn:7: yes: name the copy's new targets (PLAYER target T; ... or PLAYER choose T; ...), or answer no to keep the original's (CR 706.10c)")
}
