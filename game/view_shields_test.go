package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Every view lists this turn's shields (CR 701.13a, 615): Ancient
// Silverback's regeneration, Avacyn, Guardian Angel's prevention for
// another creature from a chosen colour, and Hunter's Ambush's for the
// combat damage of nongreen creatures. A regeneration shield is used up
// by the destruction it replaces (Necrobite's, on a Centaur Courser dealt
// lethal damage), and the cleanup step ends the rest (CR 514.2).
func TestViewListsShields(t *testing.T) {
	g, put := emptyDuel(t, 1)
	ape := put(0, zone.Battlefield, card.AncientSilverback)
	avacyn := put(0, zone.Battlefield, card.AvacynGuardianAngel)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	courser := put(0, zone.Battlefield, card.CentaurCourser)
	for range 6 {
		put(0, zone.Battlefield, card.Forest)
		put(0, zone.Battlefield, card.Plains)
	}
	for range 2 {
		put(0, zone.Battlefield, card.Swamp)
		put(0, zone.Battlefield, card.Mountain)
	}
	ambush := put(0, zone.Hand, card.HuntersAmbush)
	necrobite := put(0, zone.Hand, card.Necrobite)
	strike := put(0, zone.Hand, card.LightningStrike)
	for range 5 {
		put(0, zone.Library, card.Island)
		put(1, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Empty(t, g.View(1).Shields)

	use := func(kind game.ActionKind, src, target game.ObjectID) {
		t.Helper()
		for _, a := range g.LegalActions(nil) {
			if a.Kind == kind && a.Object == src && (target == 0 || a.NumTargets == 1 && a.Targets[0] == game.ObjectTarget(target)) {
				require.NoError(t, g.Apply(a))
				return
			}
		}
		t.Fatalf("no %v of %d listed", kind, src)
	}
	resolve := func() {
		t.Helper()
		for n := len(g.Stack()); g.Pending().Kind == game.DecidePriority && len(g.Stack()) == n; {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
	}
	use(game.ActActivate, ape, 0)
	resolve()
	use(game.ActActivate, avacyn, bear)
	resolve()
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: int(mana.Red)}))
	use(game.ActCast, ambush, 0)
	resolve()
	use(game.ActCast, necrobite, courser)
	resolve()
	require.Len(t, g.View(1).Shields, 4, "the Courser's regeneration too")
	use(game.ActCast, strike, courser)
	resolve()
	c, ok := g.Object(courser)
	require.True(t, ok, "regenerated, not destroyed")
	require.True(t, c.Tapped)

	for p := game.PlayerID(0); p < 2; p++ {
		v := g.View(p)
		require.Len(t, v.Shields, 3, "viewer %d: the Courser's shield is used up", p)
		ids := map[string]game.ViewID{}
		for _, o := range v.Battlefield {
			ids[o.Name] = o.ID
		}
		require.Equal(t, game.ViewShield{Kind: game.ShieldRegenerate, Object: ids["Ancient Silverback"], Player: game.NoPlayer}, v.Shields[0])
		require.Equal(t, game.ViewShield{Kind: game.ShieldPrevent, Object: ids["Runeclaw Bear"], Player: game.NoPlayer,
			Colors: mana.SetOf(mana.Red)}, v.Shields[1])
		require.Equal(t, game.ViewShield{Kind: game.ShieldPrevent, Player: game.NoPlayer, NotColors: mana.SetOf(mana.Green)}, v.Shields[2])
	}
	sh := g.View(1).Shields[1]
	b, err := json.Marshal(sh)
	require.NoError(t, err)
	id, err := json.Marshal(sh.Object)
	require.NoError(t, err)
	require.JSONEq(t, `{"kind":"prevent","object":`+string(id)+`,"player":-1,"colors":["R"]}`, string(b))
	var back game.ViewShield
	require.NoError(t, json.Unmarshal(b, &back))
	require.Equal(t, sh, back)

	// The cleanup step ends them: none in Bob's turn.
	for g.ActivePlayer() == 0 {
		d := g.Pending()
		if d.Kind == game.DecideAttackers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: d.Player}))
			continue
		}
		require.NoError(t, g.Pass(d.Player))
	}
	require.Empty(t, g.View(0).Shields)
}
