package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// With Urborg, Tomb of Yawgmoth, Llanowar Wastes is also a Swamp
// (CR 305.6): its printed {B} ability deals 1 damage to its controller,
// the Swamp one doesn't. Each mana option has its own text, in both
// languages, and the Swamp one says where it comes from.
func TestManaOptionsOfOneLandReadApart(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.UrborgTombOfYawgmoth)
	wastes := put(alice, zone.Battlefield, card.LlanowarWastes)
	put(alice, zone.Library, card.Island)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		seen := map[string]bool{}
		n := 0
		for _, a := range g.OtherActions(nil) {
			if a.Kind != game.ActActivateMana || a.Object != wastes {
				continue
			}
			text := g.Describe(a, lang)
			require.False(t, seen[text], "two options read %q", text)
			seen[text] = true
			n++
		}
		require.GreaterOrEqual(t, n, 4, "{C}, {B} and {G} printed, {B} from Swamp")
	}
	require.True(t, func() bool {
		for _, a := range g.OtherActions(nil) {
			if a.Object == wastes && g.Describe(a, game.English) == "Activate Llanowar Wastes' mana ability for {B} (Swamp)" {
				return true
			}
		}
		return false
	}())
}
