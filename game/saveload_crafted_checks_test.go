package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Load refuses saves that Save never writes and that the engine could not
// play on from: priority going to no player once a decision is made
// (it panicked listing options), state-based actions due while the save
// says none are (CR 704.3: the legend rule, +1/+1 and -1/-1 counters
// together), and a copy choice given to a player other than the one the
// card enters under (CR 614.12: LegalActions listed what Apply refused).
func TestLoadRefusesCraftedSaves(t *testing.T) {
	// Alice attacks with Centaur Courser, blocked by two creatures: she
	// orders the blockers, a decision other than priority.
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	cc, _ := g.Put(0, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	b1, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	b2, _ := g.Put(1, zone.Battlefield, card.WalkingCorpse, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.UrborgTombOfYawgmoth, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: cc, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: b1, Attacker: cc}, {Blocker: b2, Attacker: cc}}}))
	require.Equal(t, game.DecideDamageOrder, g.Pending().Kind)
	data := slSave(t, g)
	_, err = slLoad(data)
	require.NoError(t, err, "the unedited save loads")

	t.Run("priority after the decision to no player", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { m["priorityAfter"] = -1 }), "priorityAfter")
	})
	objects := func(m map[string]any) []any { return m["objects"].([]any) }
	named := func(m map[string]any, name string) map[string]any {
		for _, o := range objects(m) {
			if o := o.(map[string]any); o["card"] == name && o["zone"] == "battlefield" {
				return o
			}
		}
		t.Fatalf("no %s on the battlefield of the save", name)
		return nil
	}
	t.Run("a second legend under one controller", func(t *testing.T) {
		// Walking Corpse becomes a second Urborg of Alice's (CR 704.5k).
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			o := named(m, "Walking Corpse")
			o["card"], o["controller"], o["owner"] = "Urborg, Tomb of Yawgmoth", 0, 0
			counts := m["counts"].(map[string]any)
			for _, k := range []string{"staticSources", "uniques", "landStatics"} {
				if n, ok := counts[k]; ok {
					v, _ := n.(json.Number).Int64()
					counts[k] = v + 1
				}
			}
		}), "sbaDirty")
	})
	t.Run("+1/+1 and -1/-1 counters together", func(t *testing.T) {
		// CR 704.5r: they are removed in pairs.
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			named(m, "Centaur Courser")["counters"] = map[string]any{"+1/+1": 1, "-1/-1": 1}
		}), "sbaDirty")
	})
}
