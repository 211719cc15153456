package game_test

// Regression test; before the fix: Load checks Master of Predicaments' secret choice only for its
// stage (resolution.stage) and that a card was chosen, not whose or
// where. Accepted, and then the loaded game lists an action Apply refuses:
//   - resolution.chosen naming a card in Bob's hand (the card must be in
//     the controller's hand: "Choose a card in your hand", CR 608.2c)
//     at the cast-free question (stage 2): the cast of Bob's card is
//     listed for Alice and refused ("only the chosen card can be cast now");
//   - pending.player of the cast-free question set to Bob (only the
//     spell's controller answers it): the cast is listed for Bob and refused.
// And pending.count of the guess (the number the mana value is compared
// with, 4) is not checked: with 9 the prompt and the options say "greater
// than 9" while the engine compares with 4.
// Expected: Load refuses each with a *SaveError naming resolution.chosen,
// pending.player and pending.count.

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// slGuessGame: Alice's Master of Predicaments deals combat damage to Bob;
// Alice has Shivan Dragon and Lightning Strike in hand, Bob a Shivan
// Dragon. Alice is to choose a card in secret.
func slGuessGame(t *testing.T) (*game.Game, []game.ObjectID, game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	master, _ := g.Put(0, zone.Battlefield, card.MasterOfPredicaments, game.PutOptions{})
	var hand []game.ObjectID
	for _, d := range []*card.Definition{card.ShivanDragon, card.LightningStrike} {
		id, _ := g.Put(0, zone.Hand, d, game.PutOptions{})
		hand = append(hand, id)
	}
	bobs, _ := g.Put(1, zone.Hand, card.ShivanDragon, game.PutOptions{})
	for p := 0; p < 2; p++ {
		g.Put(game.PlayerID(p), zone.Library, card.Forest, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: master, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority || g.Pending().Kind == game.DecideBlockers {
		if g.Pending().Kind == game.DecideBlockers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1}))
			continue
		}
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideHiddenCard, g.Pending().Kind)
	return g, hand, bobs
}

func TestLoadGuessLoadChecks(t *testing.T) {
	g, hand, bobs := slGuessGame(t)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: hand[0]}))
	guessing := slSave(t, g)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 0})) // wrong: Shivan is 6
	require.Equal(t, game.DecideCastFree, g.Pending().Kind)
	castFree := slSave(t, g)

	t.Run("chosen card in the opponent's hand", func(t *testing.T) {
		slRefused(t, slEdit(t, castFree, func(m map[string]any) {
			m["resolution"].(map[string]any)["chosen"] = int(bobs)
		}), "resolution.chosen")
	})
	t.Run("cast-free question for the opponent", func(t *testing.T) {
		slRefused(t, slEdit(t, castFree, func(m map[string]any) {
			m["pending"].(map[string]any)["player"] = 1
		}), "pending.player")
	})
	t.Run("guess compared with another number", func(t *testing.T) {
		data := slEdit(t, guessing, func(m map[string]any) {
			m["pending"].(map[string]any)["count"] = 9
		})
		if h, err := slLoad(data); err == nil {
			t.Errorf("accepted; the guesser is told %q", h.Prompt(game.English))
		}
	})
}
