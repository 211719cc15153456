package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Load restores the counts derived from the state (a land's
// type-changing static among them) before it computes a characteristic,
// and keeps nothing computed from a half-read game. Urborg, Tomb of
// Yawgmoth makes every land a Swamp (layer 4, CR 613.1d); Nightmare's
// power and toughness count the Swamps its controller controls (layer 7a,
// CR 613.3, 604.3). Saved while its team is asked which defending player
// it deals combat damage to (CR 810.7f), the game loads, its copy agrees
// on the creature's power, and both deal the same damage. Before, Load
// computed it without Urborg: 1/1 (one Swamp) dealt 1 instead of 3, and
// with only Plains 0/0 made Load refuse the game's own save.
func TestLoadCountsLandTypeStaticsBeforeCharacteristics(t *testing.T) {
	for _, tc := range []struct {
		name     string
		lands    []*card.Definition
		creature *card.Definition
		power    int
	}{
		{"Nightmare with a Swamp and two Plains", []*card.Definition{card.Swamp, card.Plains, card.Plains}, card.Nightmare, 3},
		{"Nightmare with two Plains", []*card.Definition{card.Plains, card.Plains}, card.Nightmare, 2},
		{"Jorubai Murk Lurker with two Plains", []*card.Definition{card.Plains, card.Plains}, card.JorubaiMurkLurker, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := game.NewEmpty(game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant},
				Players: []game.PlayerConfig{{Name: "A"}, {Name: "C"}, {Name: "B"}, {Name: "D"}}})
			require.NoError(t, err)
			_, err = g.Put(0, zone.Battlefield, card.UrborgTombOfYawgmoth, game.PutOptions{})
			require.NoError(t, err)
			for _, d := range tc.lands {
				_, err = g.Put(2, zone.Battlefield, d, game.PutOptions{})
				require.NoError(t, err)
			}
			attacker, err := g.Put(2, zone.Battlefield, tc.creature, game.PutOptions{})
			require.NoError(t, err)
			for p := range 4 {
				_, err = g.Put(game.PlayerID(p), zone.Library, card.Island, game.PutOptions{})
				require.NoError(t, err)
			}
			require.NoError(t, g.Start(3, 2, game.DeclareAttackers))
			require.Equal(t, game.DecideAttackers, g.Pending().Kind)
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player,
				Attackers: []game.Attack{{Attacker: attacker, Player: 0}}}))
			for g.Pending().Kind != game.DecideCombatDamagePlayer {
				require.NotEqual(t, game.DecideNone, g.Pending().Kind)
				require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
			}
			live, _ := g.Object(attacker)
			require.Equal(t, tc.power, live.Power)

			loaded, err := slLoad(slSave(t, g))
			require.NoError(t, err)
			require.NoError(t, loaded.VerifyCaches())
			got, _ := loaded.Object(attacker)
			require.Equal(t, tc.power, got.Power)

			a := g.LegalActions(nil)[0]
			require.NoError(t, g.Apply(a))
			require.NoError(t, loaded.Apply(a))
			require.Equal(t, 30-tc.power, g.Life(0))
			require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
		})
	}
}
