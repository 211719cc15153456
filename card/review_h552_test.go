package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// Review h552: granted triggered abilities whose "another" reads the
// permanent that has them (CR 112.7, 603.4), looking back when the
// granting Aura leaves together with the dying creature (CR 603.10a).

// h552Crest is an Aura: "Enchanted creature has 'Whenever a creature an
// opponent controls dies, if you control another creature, you gain 2
// life.'" With withIf false, the same without the "if".
func h552Crest(t *testing.T, withIf bool) *card.Definition {
	tr := ability.Triggered{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}}
	name := "Vigil Crest"
	if withIf {
		name = "Vigil Crest If"
		tr.If = ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}}
	}
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Triggered: []ability.Triggered{tr}})
}

// h552Purge is "Destroy all creatures and all enchantments."
func h552Purge(t *testing.T) *card.Definition {
	return sorcery(t, "Purging Dawn", "{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature | ability.Enchantment}})
}

// h552Setup: Alice's indestructible Ox enchanted with the crest, Bob's
// Bear, Alice's Purging Dawn in hand. The Dawn destroys the crest and
// the Bear together; the Ox stays, and had the granted ability as the
// Bear died (CR 603.10a).
func h552Setup(t *testing.T, withIf bool) (*game.Game, game.ObjectID) {
	g, o := h552SetupCast(t, withIf)
	resolve(t, g, nil)
	return g, o
}

// h552SetupCast is h552Setup up to Purging Dawn's resolution, with the
// triggers it caused put on the stack.
func h552SetupCast(t *testing.T, withIf bool) (*game.Game, game.ObjectID) {
	g := newGame(t, 2)
	libs(t, g, 5)
	o := bf(t, g, 0, creature(t, "Warded Ox", "{2}{G}", 3, 3, ability.Indestructible, "Ox"))
	bf(t, g, 0, h552Crest(t, withIf), game.PutOptions{AttachedTo: o})
	bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Plains, 1)
	p := hand(t, g, 0, h552Purge(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	for g.Pending().Kind == game.DecideTriggerOrder {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
	return g, o
}

// 1. Without the "if": the crest and the Bear leave together, and the
// Ox's granted ability sees the Bear die (CR 603.10a): Alice gains 2.
func TestH552GrantedLooksBackWhenAuraLeavesToo(t *testing.T) {
	g, o := h552Setup(t, false)
	require.False(t, gone(g, o))
	require.Equal(t, 22, g.Life(0))
}

// 3. The same with a second indestructible creature of Alice's: she
// controls another creature, and gains 2.
func TestH552GrantedLookBackIfHolds(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	o := bf(t, g, 0, creature(t, "Warded Ox", "{2}{G}", 3, 3, ability.Indestructible, "Ox"))
	bf(t, g, 0, creature(t, "Warded Elk", "{2}{G}", 3, 3, ability.Indestructible, "Elk"))
	bf(t, g, 0, h552Crest(t, true), game.PutOptions{AttachedTo: o})
	bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Plains, 1)
	p := hand(t, g, 0, h552Purge(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 2. With "if you control another creature": Alice controls only the
// Ox, whose ability it is (CR 112.7). "Another creature" leaves the Ox
// out, so the ability doesn't trigger (CR 603.4) and Alice stays at 20.
// (The engine used to check the "if" against the Aura as it looked back,
// and put the ability on the stack.)
func TestH552GrantedLookBackIfReadsHost(t *testing.T) {
	g, o := h552SetupCast(t, true)
	require.False(t, gone(g, o))
	require.Equal(t, 0, g.StackLen(), "the ability must not trigger (CR 603.4)")
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}
