package game_test

// Regression test; before the fix: Load checks a blockers decision only for "a player other than
// the active player". In a free-for-all Alice attacks Bob only; a save
// with the declaration of blockers pending for Carol, whom nothing attacks
// (her creatures can block nothing, CR 802.4a; the engine asks only the
// players being attacked, CR 802.4), loads: Carol is asked to declare
// blockers, and once she declares none, the game goes on to priority:
// Bob, who is attacked, never declares his blockers (CR 509.1, 802.4). (In
// Two-Headed Giant the active player's teammate is accepted likewise, and
// the attacking team is asked "declare blockers".) Expected: a *SaveError
// naming pending.player.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestLoadBlockersForNonDefendingPlayer(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.WalkingCorpse, game.PutOptions{})
	g.Put(2, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	for p := 0; p < 3; p++ {
		g.Put(game.PlayerID(p), zone.Library, card.Forest, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: bear, Player: 1}}}))
	slPassTo(t, g, game.Decision{Kind: game.DecideBlockers, Player: 1})
	data := slEditPending(t, g, "player", 2)
	slRefused(t, data, "pending.player")
	if h, err := slLoad(data); err == nil {
		require.NoError(t, h.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 2}))
		require.Equal(t, game.Decision{Kind: game.DecideBlockers, Player: 1}, h.Pending(),
			"Bob, the defending player, declares his blockers (CR 509.1)")
	}
}
