package scenario_test

import (
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
)

// A name that matches nothing is answered with the card or alias it may
// be a misspelling of, or with the arrow a target list needs.
func TestRunNameHints(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: Runeclaw Bear [as=bear]; 2x Mountain\nhand Alice: Lightning Strike\n"
	for _, c := range []struct{ line, want string }{
		{"Alice cast Lightning Strik -> Bob", `x.scn:5: no "Lightning Strik" in Alice's hand; did you mean Lightning Strike?`},
		{"Alice cast Lightning Strike Bob", `targets come after "->" (Lightning Strike -> Bob)`},
		{"Alice cast Lightning Strike -> beer", `no object named "beer"; did you mean the alias bear?`},
		{"Alice cast Lightning Strike -> Qwerty", `no object named "Qwerty"; the players are Alice, Bob`},
		{"goto attackers\nAlice attack Bob", `x.scn:6: no "Bob" controlled by Alice; Bob is a player, not a card`},
	} {
		wantFailure(t, "x.scn", pre+c.line+"\n", c.want)
	}
}

// A copy that Chandra's last ability offers is cast with a cast line or
// declined with "choose no": a card or a player named by choose is no
// answer, and the failure says how to answer (CR 706.12).
func TestRunCastCopyChooseSaysHow(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: Chandra, Pyromaster [loyalty=7, as=ch]\n" +
		"library Alice: Lightning Strike [as=ls]; 10x Plains\nAlice activate ch#3\nresolve\nAlice choose ls\n"
	for _, opt := range []string{"Bob", "ls"} {
		wantFailure(t, "x.scn", pre+"Alice choose "+opt+"\n",
			`x.scn:8: cast copy: cast the copy with "Alice cast NAME [-> TARGETS]", or decline it with "choose no"; "`+opt+`" is not an answer`)
	}
}

// Every unknown card name of a setup is reported in one failure, each
// with its line and suggestion.
func TestRunSetupNamesAllReported(t *testing.T) {
	src := "players Alice Bob\nbattlefield Alice: Mountian\nhand Alice: Lightning Strik\nbattlefield Bob: Runeclaw Bear [token]\n"
	s, err := scenario.Parse("x.scn", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	err = scenario.Run(s, card.Default())
	for _, want := range []string{`x.scn:2: card: unknown card "Mountian" (did you mean "Mountain"?)`,
		`line 3: card: unknown card "Lightning Strik" (did you mean "Lightning Strike"?)`,
		`line 4: unknown token "Runeclaw Bear" (the tokens: Soldier,`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want a failure containing %q", err, want)
		}
	}
}
