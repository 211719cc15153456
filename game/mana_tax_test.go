package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 601.2f via 602.2b, 605.3a: Oppressive Rays makes Elvish Mystic's
// mana ability cost {3} more. With three other lands the tax can be paid
// as the ability is activated, so OtherActions lists the activation and
// Apply accepts it; with two, neither does, and the refusal changes
// nothing.
func TestTaxedManaAbilityListedWhenPayable(t *testing.T) {
	for _, plains := range []int{3, 2} {
		g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		for i := 0; i < plains; i++ {
			_, err := g.Put(alice, zone.Battlefield, card.Plains, game.PutOptions{})
			require.NoError(t, err)
		}
		elf, err := g.Put(alice, zone.Battlefield, card.ElvishMystic, game.PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(bob, zone.Battlefield, cardDef(t, "Oppressive Rays"), game.PutOptions{AttachedTo: elf})
		require.NoError(t, err)
		require.NoError(t, g.Start(3, alice, game.Main1))

		listed := false
		for _, a := range g.OtherActions(nil) {
			listed = listed || a.Kind == game.ActActivateMana && a.Object == elf
		}
		before := g.Fingerprint()
		err = g.Apply(game.Action{Kind: game.ActActivateMana, Player: alice, Object: elf})
		if plains == 3 {
			require.True(t, listed, "three Plains pay the tax: the activation is listed")
			require.NoError(t, err)
			require.Equal(t, 1, g.Pool(alice).Total(), "the Mystic's {G}, the tax paid")
			continue
		}
		require.False(t, listed, "two Plains can't pay {3}")
		require.ErrorIs(t, err, game.ErrCantPay)
		require.Equal(t, before, g.Fingerprint(), "a refused activation changes nothing")
	}
}
