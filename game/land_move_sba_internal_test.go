package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// A basic land played asks for no check of state-based actions (nothing
// in CR 704.5 looks at it), but a legendary land does: the legend rule
// (CR 704.5k) applies to a second one entering. No card of the set is a
// legendary land, so the test defines one.
func TestLandPlayedAndStateBasedActions(t *testing.T) {
	legendary := card.Define(card.Definition{Name: "Test Legendary Land", Types: card.Land,
		Supertypes: ability.Legendary})
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "A"}, {Name: "B"}},
		Rules: Rules{Uniqueness: UniquenessChooseOne}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, legendary, PutOptions{})
	second, _ := g.Put(0, zone.Hand, legendary, PutOptions{})
	forest, _ := g.Put(0, zone.Hand, card.Forest, PutOptions{})
	g.Put(0, zone.Library, card.Forest, PutOptions{})
	g.Put(1, zone.Library, card.Forest, PutOptions{})
	require.NoError(t, g.Start(3, 0, Main1))

	s, _ := g.lookup(forest)
	require.True(t, g.quietMove(s, forest), "a basic land calls for no check")
	s, _ = g.lookup(second)
	require.False(t, g.quietMove(s, second), "a legendary land does")

	require.NoError(t, g.Apply(Action{Kind: ActPlayLand, Player: 0, Object: second}))
	require.Equal(t, DecideKeep, g.Pending().Kind, "the legend rule asks which to keep (CR 704.5k)")
}
