package game_test

// Regression test; before the fix: Alice's Frost Lynx enters and its triggered ability taps Bob's
// Runeclaw Bear. The ability's controller, Alice, follows its
// instructions (CR 608.2c; tapping, CR 701.19), yet the tap event reads
// "Bob taps Runeclaw Bear." / "Bob横置符爪熊。" in both EventLine and
// ViewEventLine (for every viewer): the event's Player is the permanent's
// controller, and the line names that player as the one who tapped it.
// Expected: a line that does not say Bob tapped it ("Alice taps Runeclaw
// Bear." or a neutral "Runeclaw Bear becomes tapped."); the engine says
// "Bob taps Runeclaw Bear.". The same holds for untapping: Alice's Nissa,
// Worldwaker +1 untaps Bob's Forest and the log says "Bob untaps Forest." /
// "Bob重置树林。" (second test).

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestTapByEffectNamesWhoTapped(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 3 {
		put(0, zone.Battlefield, card.Island)
	}
	lynx := put(0, zone.Hand, card.FrostLynx)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: lynx}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0, NumTargets: 1}.WithTargets(game.ObjectTarget(bear))))
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	o, _ := g.Object(bear)
	require.True(t, o.Tapped)
	okEN := []string{"Alice taps Runeclaw Bear.", "Runeclaw Bear becomes tapped."}
	okZH := []string{"Alice横置符爪熊。", "符爪熊成为横置。", "符爪熊被横置。"}
	taps := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventTap {
			taps++
			assert.Contains(t, okEN, g.EventLine(e, game.English))
			assert.Contains(t, okZH, g.EventLine(e, game.Chinese))
		}
	}
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventTap {
			assert.Contains(t, okEN, g.ViewEventLine(e, game.English))
		}
	}
	require.Equal(t, 1, taps)
}

func TestUntapByEffectNamesWhoUntapped(t *testing.T) {
	g, put := emptyDuel(t, 1)
	nissa := put(0, zone.Battlefield, card.NissaWorldwaker)
	forest, err := g.Put(1, zone.Battlefield, card.Forest, game.PutOptions{Tapped: true})
	require.NoError(t, err)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	var untap game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Object == nissa && a.NumTargets > 0 && a.Targets[0].Object == uint32(forest) {
			untap = a
		}
	}
	require.Equal(t, nissa, untap.Object)
	require.NoError(t, g.Apply(untap))
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	n := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventUntap {
			n++
			assert.Contains(t, []string{"Alice untaps Forest.", "Forest becomes untapped."}, g.EventLine(e, game.English))
			assert.Contains(t, []string{"Alice重置树林。", "树林成为重置。", "树林被重置。"}, g.EventLine(e, game.Chinese))
		}
	}
	require.Equal(t, 1, n)
}
