package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// A condition "unless an opponent controls a Mountain" reads its Group's
// Side (CR 604.2, 508.1c): Alice's own Mountain doesn't let her Crasher
// attack, Bob's does. No M15 card words it so (Glacial Crasher counts
// any Mountain); a definition that says so is played as it says.
func TestNoneOnBattlefieldReadsSide(t *testing.T) {
	crasher := card.Define(card.Definition{Name: "Opponent's Crasher", ManaCost: mana.MustParseCost("{1}"),
		Types: card.Creature, Power: card.Fixed(5), Toughness: card.Fixed(5),
		Statics: []ability.Static{{Affects: ability.AffectsSelf,
			If: ability.Condition{Kind: ability.NoneOnBattlefield,
				Group: ability.Group{Types: card.Land, Subtype: "Mountain", Side: ability.OpponentSide}},
			Restrictions: ability.CantAttack}}})
	for _, c := range []struct {
		mountainOf game.PlayerID
		canAttack  bool
	}{{0, false}, {1, true}} {
		g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		_, err = g.Put(0, zone.Battlefield, crasher, game.PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(c.mountainOf, zone.Battlefield, card.Mountain, game.PutOptions{})
		require.NoError(t, err)
		require.NoError(t, g.Start(3, 0, game.BeginCombat))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		attacks := g.Pending().Kind == game.DecideAttackers
		require.Equal(t, c.canAttack, attacks, "Mountain of seat %d", c.mountainOf)
	}
}

// "Put all creature cards from your graveyard onto the battlefield": an
// OpReanimateAll whose Filter.Side is YourSide takes the controller's
// graveyard only (Liliana Vess's −8, which takes all graveyards, leaves
// it unset).
func TestReanimateAllReadsSide(t *testing.T) {
	rally := card.Define(card.Definition{Name: "Own Rally", ManaCost: mana.MustParseCost("{1}"), Types: card.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpReanimateAll,
			Filter: ability.Filter{Types: card.Creature, Side: ability.YourSide}}}}})
	g, put := emptyDuel(t, 0)
	spell := put(0, zone.Hand, rally)
	put(0, zone.Battlefield, card.Plains)
	mine := put(0, zone.Graveyard, card.RuneclawBear)
	theirs := put(1, zone.Graveyard, card.CentaurCourser)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, spell))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	bf := g.Zone(0, zone.Battlefield)
	require.Len(t, bf, 2, "the Plains and Alice's Bear")
	gy := g.Zone(1, zone.Graveyard)
	require.Len(t, gy, 1)
	require.True(t, g.SameCard(gy[0], theirs), "Bob's Courser stays")
	o, _ := g.Object(bf[1])
	require.True(t, g.SameCard(o.ID, mine))
}
