package ai_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// The six wave-1 decks of testdata/decks.
var sixDecks = []string{"white-red", "white-black", "black-green", "blue-red", "green-blue", "blue-black"}

func loadDeck(t *testing.T, name string) []*card.Definition {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "decks", name+".txt"))
	require.NoError(t, err)
	defer f.Close()
	list, err := card.ParseDecklist(name, f)
	require.NoError(t, err)
	defs, err := list.Resolve(card.Default(), card.ValidateOptions{Constructed: true})
	require.NoError(t, err, "%s must be a legal constructed deck", name)
	return defs
}

// Full games between every pair of the six decks, from the start of the
// game (CR 103), run to completion under the random and the heuristic
// players, with the invariants holding after every action.
func TestEveryDeckPair(t *testing.T) {
	decks := map[string][]*card.Definition{}
	for _, n := range sixDecks {
		decks[n] = loadDeck(t, n)
	}
	seed := uint64(0)
	for i, a := range sixDecks {
		for _, b := range sixDecks[i+1:] {
			for _, kind := range []string{"random", "heuristic", "mixed"} {
				seed++
				g, err := game.New(game.Config{Seed: seed, Players: []game.PlayerConfig{
					{Name: a, Deck: decks[a]}, {Name: b, Deck: decks[b]},
				}})
				require.NoError(t, err)
				players := [game.MaxPlayers]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
				switch kind {
				case "heuristic":
					players = [game.MaxPlayers]ai.Player{ai.NewHeuristic(), ai.NewHeuristic()}
				case "mixed":
					players[1] = ai.NewHeuristic()
				}
				var invErr error
				n, err := ai.Play(g, players, 200000, func(g *game.Game) {
					if invErr == nil {
						invErr = g.CheckInvariants()
					}
					g.ClearEvents()
				})
				require.NoError(t, err, "%s vs %s (%s)", a, b, kind)
				require.NoError(t, invErr, "%s vs %s (%s)", a, b, kind)
				require.True(t, g.Over(), "%s vs %s (%s): not over after %d actions", a, b, kind, n)
			}
		}
	}
}

// A seat left without a Player is an error that names it, not a panic,
// and the game stops at that seat's decision.
func TestPlayWithoutAPlayer(t *testing.T) {
	var deck []*card.Definition
	for i := 0; i < 15; i++ {
		deck = append(deck, card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest)
	}
	g, err := game.New(game.Config{Seed: 5, Start: game.StartDealt, Players: []game.PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Ben", Deck: deck}}})
	require.NoError(t, err)
	n, err := ai.Play(g, [game.MaxPlayers]ai.Player{ai.NewRandom(1)}, 0, nil)
	require.ErrorIs(t, err, ai.ErrNoPlayer)
	require.Contains(t, err.Error(), "seat 1 (Ben)")
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Positive(t, n, "Ann's decisions were played until Ben's")
}

// Play on a game that has not started (NewEmpty without Start) says so,
// rather than asking seat 0 and passing on Apply's refusal.
func TestPlayRefusesAGameNotStarted(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	require.Equal(t, game.NoPlayer, g.Pending().Player, "no one decides")
	n, err := ai.Play(g, [game.MaxPlayers]ai.Player{ai.NewHeuristic(), ai.NewHeuristic()}, 0, nil)
	require.Zero(t, n)
	require.ErrorIs(t, err, ai.ErrNotStarted)
}

// A negative bound is no bound of its own: Play plays the game to its end
// under the default one, rather than returning at once.
func TestPlayNegativeBoundPlaysOn(t *testing.T) {
	var deck []*card.Definition
	for i := 0; i < 15; i++ {
		deck = append(deck, card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest)
	}
	g, err := game.New(game.Config{Seed: 5, Start: game.StartDealt, Players: []game.PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Ben", Deck: deck}}})
	require.NoError(t, err)
	n, err := ai.Play(g, [game.MaxPlayers]ai.Player{ai.NewRandom(1), ai.NewRandom(2)}, -1, nil)
	require.NoError(t, err)
	require.Positive(t, n)
	require.True(t, g.Over())
}

// CR 805.5: in Two-Headed Giant OwnPlay gives a computer teammate's own
// play at its team's priority, never a play of the person beside it, and
// leaves the game as it was.
func TestOwnPlayIsTheTeammates(t *testing.T) {
	var deck []*card.Definition
	for i := 0; i < 15; i++ {
		deck = append(deck, card.Mountain, card.LightningStrike, card.RuneclawBear, card.Forest)
	}
	var players []game.PlayerConfig
	for _, name := range []string{"Ann", "Ben", "Cat", "Dan"} {
		players = append(players, game.PlayerConfig{Name: name, Deck: deck})
	}
	g, err := game.New(game.Config{Seed: 3, Start: game.StartDealt, Players: players, Rules: game.Rules{Variant: game.TwoHeadedGiant}})
	require.NoError(t, err)
	played := 0
	for i := 0; i < 4000 && !g.Over(); i++ {
		d := g.Pending()
		if d.Kind == game.DecidePriority && g.Team(d.Player) == 0 {
			before := g.Fingerprint()
			if a, ok := ai.OwnPlay(g, ai.NewHeuristic(), 1); ok {
				require.Equal(t, game.PlayerID(1), a.Player, "Ben's own play")
				require.Equal(t, before, g.Fingerprint(), "g is not changed")
				require.NoError(t, g.Apply(a))
				played++
				continue
			}
			require.True(t, ai.TeamShared(d.Kind))
		}
		require.NoError(t, g.Apply(ai.NewHeuristic().Choose(g)))
	}
	require.Positive(t, played, "Ben plays cards of his own")
}
