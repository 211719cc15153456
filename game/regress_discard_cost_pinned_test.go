package game_test

// FAULT (CR 112.7a, 603.7c; the pinned-card rule of Determinize):
// a card an ability on the stack refers to must stay itself in a
// determinized copy. keepCostDiscardPayable ignores the pins: while
// another player pays "Discard a creature card" (Necromancer's
// Stockpile, CR 601.2h, 602.2b) and their dealt hand holds no creature
// card, it swaps the definitions of a hidden hand card and the first
// unknown creature card of their library, which may be the pinned source
// of an ability on the stack. Here Borderland Marauder's attack trigger
// waits while the Marauder, put on the bottom by Aetherspouts, was
// shuffled into Alice's library (Evolving Wilds) and Bob lost track of it
// when she drew the Bear from the same group (Research Assistant). In
// some copies for Bob the Marauder's slot becomes a Divination: Bob's
// view of the stack changes (the trigger is named after another card)
// and resolving it panics (index out of range: the new card has no
// triggered ability 0).

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// detRegDiscardPinPosition: Alice attacks with Borderland Marauder and
// Runeclaw Bear; Bob's Aetherspouts: she puts both on the bottom of her
// library while the Marauder's attack trigger waits. She shuffles
// (Evolving Wilds), draws (Research Assistant) and, when she drew the
// Bear, starts Necromancer's Stockpile, whose cost asks her to discard a
// creature card. ok is false when she didn't draw the Bear.
func detRegDiscardPinPosition(t *testing.T, seed uint64) (*game.Game, bool) {
	g, err := game.NewEmpty(game.Config{Seed: seed, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(owner, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	mar := put(alice, zone.Battlefield, card.BorderlandMarauder)
	bear := put(alice, zone.Battlefield, card.RuneclawBear)
	wilds := put(alice, zone.Battlefield, card.EvolvingWilds)
	ra := put(alice, zone.Battlefield, card.ResearchAssistant)
	stock := put(alice, zone.Battlefield, card.NecromancersStockpile)
	for i := 0; i < 4; i++ {
		put(alice, zone.Battlefield, card.Island)
		put(alice, zone.Battlefield, card.Swamp)
	}
	put(alice, zone.Hand, card.Divination)
	put(alice, zone.Hand, card.Divination)
	put(alice, zone.Library, card.Forest)
	for i := 0; i < 3; i++ {
		put(alice, zone.Library, card.Divination)
	}
	for i := 0; i < 6; i++ {
		put(bob, zone.Battlefield, card.Island)
		put(bob, zone.Library, card.Island)
	}
	put(bob, zone.Hand, card.Aetherspouts)
	require.NoError(t, g.Start(3, alice, game.Main1))
	for g.Pending().Kind != game.DecideAttackers {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: alice, Attackers: []game.Attack{{Attacker: mar, Player: bob}, {Attacker: bear, Player: bob}}}))
	require.NoError(t, g.Pass(alice))
	answer(t, g, game.ActCast, "Aetherspouts")
	require.NoError(t, g.PassUntilResolved())
	for _, n := range []string{"Borderland Marauder", "Runeclaw Bear"} {
		require.Equal(t, game.DecideTopOrBottom, g.Pending().Kind)
		id := findIn(t, g, alice, zone.Battlefield, n)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: alice, Object: id, Choice: 1}))
	}
	require.Equal(t, 1, g.StackLen(), "the Marauder's trigger waits")
	require.NoError(t, g.Activate(alice, wilds, 0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	answer(t, g, game.ActChoose, "Forest")
	require.NoError(t, g.Activate(alice, ra, 0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	answer(t, g, game.ActDiscard, "Divination")
	if len(handNames(g, alice)) != 2 || handNames(g, alice)[0] != "Runeclaw Bear" && handNames(g, alice)[1] != "Runeclaw Bear" {
		return g, false
	}
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Activate(alice, stock, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind, "the Stockpile's cost: a creature card")
	return g, true
}

func TestDiscardCostDealKeepsPinnedSource(t *testing.T) {
	var g *game.Game
	for seed := uint64(1); seed <= 64 && g == nil; seed++ {
		if h, ok := detRegDiscardPinPosition(t, seed); ok {
			g = h
		}
	}
	require.NotNil(t, g, "a deal in which Alice drew the Bear")
	want := viewJSON(t, g, bob)
	for s := uint64(1); s <= 32; s++ {
		c := g.Determinize(bob, s)
		if got := viewJSON(t, c, bob); got != want {
			var names []string
			for _, it := range c.View(bob).Stack {
				names = append(names, it.Name)
			}
			t.Errorf("copy %d: Bob sees another game; the stack reads %q (the Marauder's trigger renamed)", s, names)
		}
		var perr any
		func() {
			defer func() { perr = recover() }()
			// Alice pays with her creature card; the trigger then resolves.
			for n := 0; n < 50 && (c.StackLen() > 0 || c.Pending().Kind != game.DecidePriority) && !c.Over(); n++ {
				l := c.LegalActions(nil)
				if err := c.Apply(l[0]); err != nil {
					panic(fmt.Sprint("refused: ", err))
				}
			}
		}()
		if perr != nil {
			t.Errorf("copy %d: panics resolving the stack: %v", s, perr)
		}
	}
}
