package game_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// stockpileDuel returns Alice's main phase of turn 3 with Necromancer's
// Stockpile ("{1}{B}, Discard a creature card: Draw a card"), two Swamps
// to pay for it, and a Swamp and a Runeclaw Bear in hand.
func stockpileDuel(t *testing.T) (g *game.Game, stockpile, land, bear game.ObjectID) {
	t.Helper()
	g, put := emptyDuel(t, 0)
	stockpile = put(0, zone.Battlefield, card.NecromancersStockpile)
	put(0, zone.Battlefield, card.Swamp)
	put(0, zone.Battlefield, card.Swamp)
	land = put(0, zone.Hand, card.Swamp)
	bear = put(0, zone.Hand, card.RuneclawBear)
	put(0, zone.Library, card.Swamp)
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g, stockpile, land, bear
}

// A discard named with an activation must be one the cost allows:
// Necromancer's Stockpile asks for a creature card, so a land named as
// its discard is refused and changes nothing (CR 117.3, 601.2h); a
// creature card is taken.
func TestNamedDiscardMustFitTheCost(t *testing.T) {
	g, stockpile, land, bear := stockpileDuel(t)
	activate := game.Action{Kind: game.ActActivate, Player: 0, Object: stockpile}

	before := g.Fingerprint()
	a := activate
	a.Discard = land
	err := g.Apply(a)
	var re *game.RuleError
	require.True(t, errors.As(err, &re), "%v", err)
	require.True(t, re.Cites("117.3"), "%v", err)
	require.True(t, errors.Is(err, game.ErrIllegal), "%v", err)
	require.Equal(t, before, g.Fingerprint(), "a refused activation changes nothing")

	a.Discard = bear
	require.NoError(t, g.Apply(a))
	o, _ := g.Object(g.Zone(0, zone.Graveyard)[0])
	require.Equal(t, card.RuneclawBear, o.Card)
	require.Len(t, g.Zone(0, zone.Hand), 1, "the land stays in hand")
}

// an activated ability with a discard cost is listed once with
// Discard 0 and once per distinct card in hand that can pay the cost
// (game/legal.go, legalActivation). Necromancer's Stockpile's "Discard a
// creature card" (CR 117.1, 601.2h via 602.2b) can't be paid with a land:
// the listing names the creature card, never the land.
func TestStockpileNamedDiscardsListed(t *testing.T) {
	g, stockpile, land, bear := stockpileDuel(t)

	var named []game.ObjectID
	plain := 0
	for _, a := range g.LegalActions(nil) {
		if a.Kind != game.ActActivate || a.Object != stockpile {
			continue
		}
		if a.Discard == 0 {
			plain++
		} else {
			named = append(named, a.Discard)
		}
	}
	require.Equal(t, 1, plain, "one activation leaving the discard to the decision that follows")
	require.Equal(t, []game.ObjectID{bear}, named, "the creature card is named, the land (%v) is not", land)
}

// after Necromancer's Stockpile is activated with the discard left
// to the decision that follows, only a creature card can pay "Discard a
// creature card" (CR 601.2h via 602.2b): the discard decision lists the
// creature card, not the land.
func TestCostDiscardDecisionListsFittingCards(t *testing.T) {
	g, stockpile, _, bear := stockpileDuel(t)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: stockpile}))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 1, "%v", opts)
	require.Equal(t, bear, opts[0].Object)
}
