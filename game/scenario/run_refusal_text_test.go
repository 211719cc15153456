package scenario_test

import "testing"

// Refusals say what the player can see: a card the player may look at
// by its name, a hidden one as "object N" (CR 402.3), and a cost raised
// by an effect as one total (CR 601.2f: {3}{U} and {3} more is {6}{U}).
func TestRefusalTexts(t *testing.T) {
	const quickling = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: 2x Island; Runeclaw Bear\n" +
		"hand Alice: Quickling [as=q]\nhand Bob: Cancel [as=c]\nlibrary Alice: Island\nlibrary Bob: Forest\n" +
		"Alice cast q\nresolve\nresolve\n"
	for _, c := range []struct{ src, want string }{
		{quickling + "!999 Alice choose q\n", "Object: Quickling can't be used for this choice (CR 608.2c, 608.2d)"},
		{quickling + "!999 Alice choose c\n", "Object: object "},
		{"players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: Research Assistant [as=ra]; Oppressive Rays [attached=ra]; 6x Island\n" +
			"library Alice: Island\nlibrary Bob: Forest\n!999 Alice activate ra\n",
			"Alice can't pay {6}{U}: the pool and untapped mana sources give {U}{U}{U}{U}{U}{U}"},
	} {
		wantFailure(t, "x.scn", c.src, c.want)
	}
}
