package scenario_test

import "testing"

// A wrong characteristic expectation fails at its line, and a convoke=
// cast of a spell without convoke, or naming no creature, fails clearly
// (CR 702.50a).
func TestRunWave2Failures(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: Runeclaw Bear [as=bear]; Forest\nhand Alice: Titanic Growth\n"
	for _, c := range []struct{ line, want string }{
		{"expect color bear W", "x.scn:5: colours of bear: got [G], want [W]"},
		{"expect types bear Artifact Creature", "x.scn:5: types of bear: got [Creature], want [Artifact Creature]"},
		{"expect subtypes bear none", "x.scn:5: subtypes of bear: got [Bear], want []"},
		{"expect tokens Alice Soldier 1", "x.scn:5: Alice controls 0 Soldier tokens, want 1"},
		{"expect tokens Alice Bears 0", "x.scn:5: unknown token \"Bears\" (the tokens: Soldier,"},
		// A card's name is known (CR 706.2, 110.5): the card is no token.
		{"expect tokens Alice Runeclaw Bear 1", "x.scn:5: Alice controls 0 Runeclaw Bear tokens, want 1"},
		{"expect known Bob hand Alice: Titanic Growth", "x.scn:5: Bob knows in Alice's hand: got [], want [Titanic Growth]"},
		{"expect subtypes nothing Bear", `no object named "nothing"`},
		{"Alice cast Titanic Growth -> bear convoke=bear", "x.scn:5: the engine refused: illegal action: Convoke: Titanic Growth does not have convoke"},
		{"Alice cast Titanic Growth -> bear convoke=wolf", `x.scn:5: no object named "wolf"`},
	} {
		wantFailure(t, "x.scn", pre+c.line+"\n", c.want)
	}
}
