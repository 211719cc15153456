package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Liliana Vess's last ability returns a Mercurial Pretender and a
// Runeclaw Bear together: the Bear entering at the same time can't be
// copied, so the Pretender has nothing to copy and asks nothing
// (CR 614.12, 706.2). The count of creature cards in graveyards kept for
// a copy choice must not outlive the event, or two equal positions would
// save and fingerprint differently.
func TestPretenderWithNothingToCopyLeavesNoCount(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	lili, err := g.Put(0, zone.Battlefield, card.LilianaVess, PutOptions{Counters: [numCounterKinds]int{Loyalty: 8}})
	require.NoError(t, err)
	g.Put(0, zone.Graveyard, card.MercurialPretender, PutOptions{})
	g.Put(1, zone.Graveyard, card.RuneclawBear, PutOptions{})
	for p := range 2 {
		for range 3 {
			g.Put(PlayerID(p), zone.Library, card.Island, PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, Main1))
	require.NoError(t, g.Apply(Action{Kind: ActActivate, Player: 0, Object: lili, Ability: 2}))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, DecidePriority, g.pending.Kind, "nothing to copy: nothing asked")
	require.Len(t, g.battlefield, 1, "the Bear; Liliana at 0 loyalty and the 0/0 Pretender died (CR 704.5f, 704.5i)")
	require.Zero(t, g.copyEnterGraves)
}
