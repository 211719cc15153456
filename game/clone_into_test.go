package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A game copied into the storage of another game, of any size, is the
// same as its Clone: same fingerprint, and played on with the same
// actions it stays the same, while the original does not change.
func TestCloneIntoIsClone(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 20))
	var dst *game.Game // reused across every position and game
	positions := 0
	walkGames(t, wordsConfigs(t, 8), 1200, func(g *game.Game, _ []game.Action) {
		if r.IntN(100) != 0 {
			return
		}
		positions++
		fp := g.Fingerprint()
		c := g.Clone()
		dst = g.CloneInto(dst)
		require.Equal(t, fp, dst.Fingerprint())
		require.NoError(t, dst.CheckInvariants())
		rr := rand.New(rand.NewPCG(uint64(positions), 3))
		var buf []game.Action
		for i := 0; i < 300 && !c.Over(); i++ {
			buf = c.LegalActions(buf[:0])
			a := buf[rr.IntN(len(buf))]
			require.NoError(t, c.Apply(a))
			require.NoError(t, dst.Apply(a))
			require.Equal(t, c.Fingerprint(), dst.Fingerprint())
		}
		require.NoError(t, dst.CheckInvariants())
		require.Equal(t, fp, g.Fingerprint(), "the original is unchanged")
	})
	require.Greater(t, positions, 20)
}

// hiddenGame sets up Alice's first main phase with her hand and library
// known to her and Bob's hand and library made of bobCards: his hand
// the first five, his library the rest, top last.
func hiddenGame(t *testing.T, bobCards []*card.Definition) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Seed: 5, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) {
		_, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
	}
	for i := 0; i < 10; i++ {
		put(0, zone.Library, []*card.Definition{card.Mountain, card.LightningStrike}[i%2])
	}
	put(0, zone.Hand, card.LightningStrike)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	for i, d := range bobCards {
		z := zone.Library
		if i < 5 {
			z = zone.Hand
		}
		put(1, z, d)
	}
	put(1, zone.Battlefield, card.RuneclawBear)
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g
}

// A determinized copy depends only on what its viewer may know: games
// that differ only in the opponent's hidden cards (which of his cards
// are in hand, the order of his library) give the same copy for a seed.
func TestDeterminizeForgetsHiddenArrangement(t *testing.T) {
	var bob []*card.Definition
	for i := 0; i < 15; i++ {
		bob = append(bob, []*card.Definition{card.Forest, card.RuneclawBear, card.LightningStrike}[i%3])
	}
	a := hiddenGame(t, bob)
	shuffled := append([]*card.Definition(nil), bob...)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	b := hiddenGame(t, shuffled)
	require.NotEqual(t, a.Fingerprint(), b.Fingerprint(), "the games differ")
	require.Equal(t, viewJSON(t, a, 0), viewJSON(t, b, 0), "but not to Alice")
	for seed := uint64(0); seed < 5; seed++ {
		require.Equal(t, a.Determinize(0, seed).Fingerprint(), b.Determinize(0, seed).Fingerprint(), "seed %d", seed)
	}
	require.NotEqual(t, a.Determinize(1, 0).Fingerprint(), b.Determinize(1, 0).Fingerprint(), "Bob sees his hand")
}
