package card_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

// Mana of two restrictions in one pool (CR 106.6): Elf Grove's "{T}: Add
// one mana of any color. Spend this mana only to cast an Elf spell" and
// Goblin Grove's, the same for Goblin spells. Mana of one restriction
// doesn't replace the other's: both wait in the pool until spent or
// emptied (CR 106.4), each spent only on its own subtype's spells.

// restrictedGrove is a land whose mana may be spent only on spells of
// subtype sub.
func restrictedGrove(t *testing.T, name, sub string) *card.Definition {
	return def(t, card.Definition{Name: name, Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1), SpendOnlySubtype: sub}}}}})
}

// restrictedCreature is a 1/1 creature of subtype sub costing mc.
func restrictedCreature(t *testing.T, name, mc, sub string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{sub},
		Power: card.Fixed(1), Toughness: card.Fixed(1)})
}

// CR 106.6, 106.4: the Elf mana stays when Goblin mana is added; a save,
// a load and a clone keep both; each pays only its own subtype's spell.
func TestRestrictedPoolsOfTwoSubtypes(t *testing.T) {
	elfGrove := restrictedGrove(t, "Elf Grove", "Elf")
	gobGrove := restrictedGrove(t, "Goblin Grove", "Goblin")
	elf := restrictedCreature(t, "Grove Elf", "{G}", "Elf")
	gob := restrictedCreature(t, "Grove Goblin", "{R}", "Goblin")
	redElf := restrictedCreature(t, "Ember Elf", "{R}", "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	eg := bf(t, g, 0, elfGrove)
	gg := bf(t, g, 0, gobGrove)
	e := hand(t, g, 0, elf)
	gb := hand(t, g, 0, gob)
	re := hand(t, g, 0, redElf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	tap := func(g *game.Game, id game.ObjectID, c mana.Color) {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: id, Color: c}))
	}
	tap(g, eg, mana.Green)
	tap(g, gg, mana.Red)
	require.Equal(t, "{R}{G}", g.Pool(0).String())
	pools := g.RestrictedPools(0)
	require.Len(t, pools, 2, "the Elf mana stays beside the Goblin mana")
	require.Equal(t, "Elf", pools[0].For)
	require.Equal(t, "{G}", pools[0].Mana.String())
	require.Equal(t, "Goblin", pools[1].For)
	require.Equal(t, "{R}", pools[1].Mana.String())
	require.Equal(t, pools, g.View(0).Players[0].Restricted)
	pools[0].For = "changed" // the caller's copy
	require.Equal(t, "Elf", g.RestrictedPools(0)[0].For)

	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	require.Contains(t, b.String(), `"spendOnlyMore"`)
	cat, err := card.NewCatalog(append(card.Default().All(), elfGrove, gobGrove, elf, gob, redElf)...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint())
	require.Equal(t, g.RestrictedPools(0), l.RestrictedPools(0))

	// The Goblin's {R} can't pay for the red Elf (CR 106.6).
	err = g.Cast(0, re)
	require.ErrorIs(t, err, game.ErrCantPay)
	require.Contains(t, err.Error(), "Goblin spells")

	c := g.Clone()
	require.NoError(t, c.Cast(0, gb))
	require.Equal(t, "{G}", c.Pool(0).String(), "the Goblin mana paid for the Goblin")
	require.Len(t, g.RestrictedPools(0), 2, "the clone's payment leaves the original's pools")
	resolve(t, c, nil) // the pool empties only as the step ends (CR 106.4)
	require.Equal(t, "{G}", c.Pool(0).String())
	require.NoError(t, c.Cast(0, e))
	require.True(t, c.Pool(0).IsEmpty())
	require.Nil(t, c.RestrictedPools(0))
	require.Equal(t, "{R}{G}", g.Pool(0).String())
}
