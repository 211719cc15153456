package main

import (
	"bytes"
	"flag"
	"io"
	"regexp"
	"testing"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/internal/cli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	whiteRed   = "../../testdata/decks/white-red.txt"
	blackGreen = "../../testdata/decks/black-green.txt"
)

var resultLine = regexp.MustCompile(`^(Greedy bot \(Alice\) wins|Bob wins|Draw) on turn \d+ after \d+ actions: Alice -?\d+ life, Bob -?\d+ life \(seed \d+\)\.\n$`)

// The bot plays a whole game against each opponent; every answer it
// gives is one of the listed options, so Apply never refuses it.
func TestBotPlaysToTheEnd(t *testing.T) {
	for _, opp := range []string{"heuristic", "random", "bot"} {
		for _, seed := range []string{"1", "2", "3"} {
			var out, errOut bytes.Buffer
			require.NoError(t, run([]string{"-opponent", opp, "-seed", seed, "-deck1", whiteRed, "-deck2", blackGreen}, &out, &errOut), opp)
			assert.Regexp(t, resultLine, out.String(), opp)
			assert.Empty(t, errOut.String())
		}
	}
}

// The same seed plays the same game.
func TestBotIsDeterministic(t *testing.T) {
	var a, b, errOut bytes.Buffer
	args := []string{"-v", "-seed", "7", "-deck1", whiteRed, "-deck2", blackGreen}
	require.NoError(t, run(args, &a, &errOut))
	require.NoError(t, run(args, &b, &errOut))
	assert.Equal(t, a.String(), b.String())
	assert.Contains(t, a.String(), "Alice")
}

// The bot decides from its own view: changing the cards in the
// opponent's hidden hand does not change its answer.
func TestBotReadsOnlyItsView(t *testing.T) {
	deck1, err := loadDeck(whiteRed)
	require.NoError(t, err)
	deck2, err := loadDeck(blackGreen)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := game.New(game.Config{Seed: seed, Start: game.StartDealt, Players: []game.PlayerConfig{
			{Name: "Alice", Deck: deck1}, {Name: "Bob", Deck: deck2},
		}})
		require.NoError(t, err)
		bot := &Bot{Me: 0}
		require.Equal(t, game.PlayerID(0), g.Pending().Player)
		other, err := game.New(game.Config{Seed: seed, Start: game.StartDealt, Players: []game.PlayerConfig{
			{Name: "Alice", Deck: deck1}, {Name: "Bob", Deck: deck1},
		}})
		require.NoError(t, err)
		// Alice's deck and the seed are the same, so her hand is too;
		// only Bob's hidden cards differ.
		a, b := bot.Choose(g), bot.Choose(other)
		assert.Equal(t, g.View(0).Hand[0].Name, other.View(0).Hand[0].Name)
		assert.Equal(t, a, b, "seed %d", seed)
	}
}

// A mistaken command line exits 2, as the other example commands' do,
// and a word that is no flag is one ("-seed 3 random"); a decklist that
// can't be read exits 1.
func TestBadFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.ErrorIs(t, run([]string{"-h"}, &out, &errOut), flag.ErrHelp)
	assert.Contains(t, errOut.String(), `(default "heuristic")`)
	for _, args := range [][]string{{"-opponent", "genius"}, {"-seed", "3", "random"}, {"-bogus"}, {"-seed", "-1"}} {
		assert.Equal(t, 2, cli.ExitStatus("bot", run(args, &out, &errOut), io.Discard), "%q", args)
	}
	assert.Equal(t, 1, cli.ExitStatus("bot", run([]string{"-deck1", "no/such/deck.txt"}, &out, &errOut), io.Discard))
	assert.Empty(t, out.String())
}
