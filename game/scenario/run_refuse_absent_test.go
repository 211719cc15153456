package scenario_test

import "testing"

// A "!" line naming a card of the set that isn't in the game is refused
// (see testdata/scenarios/format/refuse_card_not_in_the_game.scn); one
// naming no card of the set is the file's error, with a hint, and so is
// a card of the set named outside a "!" line.
func TestRefuseNamesNoCard(t *testing.T) {
	const pre = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: 3x Island\nhand Alice: Divination\n"
	for _, c := range []struct{ line, want string }{
		{"! Alice cast Divinaton", `x.scn:5: no "Divinaton" in Alice's hand; did you mean Divination?`},
		{"Alice cast Cancel", `x.scn:5: no "Cancel" in Alice's hand`},
		{"!305.1 Alice cast Cancel", `x.scn:5: refused citing CR "601.2a", want 305.1`},
		{"!999 Alice tap Plains", `x.scn:5: refused citing CR "602.2", want 999: illegal action: no "Plains" controlled by Alice: it is not in the game`},
		{"!999 Alice discard Plains", `x.scn:5: refused citing CR "701.8a", want 999`},
	} {
		wantFailure(t, "x.scn", pre+c.line+"\n", c.want)
	}
}
