package game

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// CR 305.6, 605.1b, 106.12: with Urborg, Tomb of Yawgmoth about, a
// Mountain has the Swamp's "{T}: Add {B}", and tapping it for {B} is
// tapping it for mana: Verdant Haven on it adds one more mana of any
// colour. The engine accepts that activation with each colour, so it
// lists each one (OtherActions), as for the land's own ability.
func TestAddedLandTypeManaListsHavenColours(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	m, err := g.Put(0, zone.Battlefield, card.Mountain, PutOptions{})
	require.NoError(t, err)
	_, err = g.Put(0, zone.Battlefield, card.VerdantHaven, PutOptions{AttachedTo: m})
	require.NoError(t, err)
	_, err = g.Put(1, zone.Battlefield, card.UrborgTombOfYawgmoth, PutOptions{})
	require.NoError(t, err)
	for p := range 2 {
		for range 3 {
			g.Put(PlayerID(p), zone.Library, card.Plains, PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 0, Main1))
	bonus := map[mana.Color]bool{}
	for _, a := range g.OtherActions(nil) {
		if a.Kind == ActActivateMana && a.Object == m && a.Color == mana.Black {
			bonus[mana.Color(a.Choice)] = true
			require.NoError(t, g.Clone().Apply(a), "listed %+v", a)
		}
	}
	require.Len(t, bonus, 5, "{B} from the Swamp ability, with each colour from the Haven")
}
