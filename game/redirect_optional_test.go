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

// CR 603.5, 306.7: a "you may" damage effect is asked once. When its
// controller says yes and is then asked whether to redirect the damage
// to the opponent's planeswalker, the effect goes on with that answer:
// neither the "you may" nor its cost is asked again. No M15 card has an
// optional damage effect, so the test defines one ("you may pay {1}. If
// you do, it deals 3 damage to target player").
func TestOptionalDamageAskedOnceAroundRedirection(t *testing.T) {
	zap := card.Define(card.Definition{Name: "Test Maybe Zap", ManaCost: mana.MustParseCost("{0}"), Types: card.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Amount: ability.N(3), Optional: true, PayMana: mana.MustParseCost("{1}")}}}})
	require.NoError(t, zap.Check())
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	id, err := g.Put(0, zone.Hand, zap, game.PutOptions{})
	require.NoError(t, err)
	var mountains [2]game.ObjectID
	for i := range mountains {
		mountains[i], err = g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(1, zone.Battlefield, cardDef(t, "Ajani Steadfast"), game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: id, NumTargets: 1,
		Targets: [4]game.Target{game.PlayerTarget(1)}}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0}))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "nothing more is asked: the spell has resolved")
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 0, g.StackLen())
	tapped := 0
	for _, m := range mountains {
		if o, _ := g.Object(m); o.Tapped {
			tapped++
		}
	}
	require.Equal(t, 1, tapped, "{1} paid once")
}
