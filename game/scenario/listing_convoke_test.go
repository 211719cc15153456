package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// Regression test; before the fix: the listing of convoke casts tried at
// most four creatures both ways (by their mana and tapped for convoke),
// and counted Nissa's four animated Forests among them, though a
// colourless creature tapped for convoke pays only generic mana, which
// its green mana pays too. The red Generator Servant, the fifth, was
// never tried for convoke, so Crowd's Favor ({R}, convoke), castable only
// by convoking the Servant (CR 702.50a), was missing from LegalActions
// while the cast naming it was accepted.
func TestListingConvokeAfterColourlessCreatures(t *testing.T) {
	const src = `players Alice Bob
turn 3 Alice main1
battlefield Alice: Nissa, Worldwaker [as=nissa, loyalty=7]; Forest; Forest; Forest
hand Alice: Chord of Calling [as=chord]; Crowd's Favor [as=favor]
library Alice: Forest [as=a1]; Forest [as=a2]; Forest [as=a3]; Forest [as=a4]; Generator Servant [as=gs]; Resolute Archangel
library Bob: Island; Island; Island; Island
Alice activate nissa#3
resolve
Alice choose a1
Alice choose a2
Alice choose a3
Alice choose a4
Alice choose no
Alice cast chord x=2 convoke=a1,a2
resolve
Alice choose gs
goto turn 5 Alice main1
`
	s, err := Parse("convoke.scn", []byte(src))
	require.NoError(t, err)
	r := &runner{script: s, cat: card.Default(), aliases: map[string]game.ObjectID{}}
	require.NoError(t, r.setup())
	for _, st := range s.Body {
		require.NoError(t, r.exec(st), "%s", Format(st))
	}
	favor, ok := r.g.Follow(r.aliases["favor"])
	require.True(t, ok)
	servant, ok := r.g.Follow(r.aliases["gs"])
	require.True(t, ok)
	listed := 0
	for _, a := range r.g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == favor {
			require.Equal(t, []game.ObjectID{servant}, a.Convoke, "only the red Servant can pay {R}")
			require.NoError(t, r.g.Clone().Apply(a))
			listed++
		}
	}
	require.Equal(t, 5, listed, "Crowd's Favor, one cast per creature it may target")
}
