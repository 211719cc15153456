package search_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai/search"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// The ten 60-card decks of testdata/decks.
var tenDecks = []string{"white-red", "white-black", "black-green", "blue-red", "green-blue", "blue-black",
	"blue-black-waste-not", "blue-red-artifacts", "green-black-graveyard", "red-green-swarm"}

func loadDeck(t testing.TB, name string) []*card.Definition {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "testdata", "decks", name+".txt"))
	require.NoError(t, err)
	defer f.Close()
	list, err := card.ParseDecklist(name, f)
	require.NoError(t, err)
	defs, err := list.Resolve(card.Default(), card.ValidateOptions{})
	require.NoError(t, err)
	return defs
}

// configs returns games of the ten decks: two, three and four players
// and Two-Headed Giant in turn, from the start of the game.
func configs(t testing.TB, n int) []game.Config {
	decks := make([][]*card.Definition, len(tenDecks))
	for i, name := range tenDecks {
		decks[i] = loadDeck(t, name)
	}
	var out []game.Config
	for i := 0; i < n; i++ {
		seats, v := 2+i%3, game.FreeForAll
		if i%4 == 3 {
			seats, v = 4, game.TwoHeadedGiant
		}
		cfg := game.Config{Seed: uint64(40 + i), NoEvents: true, Rules: game.Rules{Variant: v}}
		for j := 0; j < seats; j++ {
			cfg.Players = append(cfg.Players, game.PlayerConfig{Name: string(rune('A' + j)), Deck: decks[(i+3*j)%len(decks)]})
		}
		out = append(out, cfg)
	}
	return out
}

// walk plays the games of cfgs with random choices (preferring to act
// rather than pass), calling visit at every decision with two options or
// more.
func walk(t *testing.T, cfgs []game.Config, limit int, visit func(g *game.Game)) {
	t.Helper()
	var buf []game.Action
	for _, cfg := range cfgs {
		g, err := game.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(cfg.Seed, 3))
		for i := 0; i < limit && !g.Over(); i++ {
			buf = g.LegalActions(buf[:0])
			if len(buf) > 1 {
				visit(g)
			}
			k := r.IntN(len(buf))
			if buf[k].Kind == game.ActPass && len(buf) > 1 && r.IntN(3) > 0 {
				k = 1 + r.IntN(len(buf)-1)
			}
			require.NoError(t, g.Apply(buf[k]))
		}
	}
}

// The search player answers every kind of decision with an action the
// game accepts, in two- to four-player games and Two-Headed Giant.
func TestLegalInEveryDecisionKind(t *testing.T) {
	p := search.New(search.Options{Iterations: 6, RolloutTurns: 1, Seed: 1})
	seen := map[game.DecisionKind]int{}
	variants := map[string]int{}
	walk(t, configs(t, 60), 4000, func(g *game.Game) {
		d := g.Pending()
		if seen[d.Kind] >= 3 {
			return
		}
		seen[d.Kind]++
		a := p.Choose(g)
		require.NoError(t, g.Clone().Apply(a), "%v: %+v", d.Kind, a)
		variants[g.Variant().String()+string(rune('0'+g.NumPlayers()))]++
	})
	for k := game.DecidePriority; k <= game.DecideTakeRevealed; k++ {
		switch k {
		case game.DecideKeep, game.DecideChooseCard, game.DecideCastCopy:
			continue // rare in random games: TestLegalInRareDecisions sets them up
		}
		require.Positive(t, seen[k], "no %v decision was reached", k)
	}
	for _, v := range []string{"free-for-all2", "free-for-all3", "free-for-all4", "two-headed-giant4"} {
		require.Positive(t, variants[v], "no decision in %s", v)
	}
}

// chooseLegal asks the search player for g's decision, which must be of
// kind want, and applies its answer.
func chooseLegal(t *testing.T, g *game.Game, want game.DecisionKind) {
	t.Helper()
	require.Equal(t, want, g.Pending().Kind)
	require.Greater(t, len(g.LegalActions(nil)), 1)
	a := search.New(search.Options{Iterations: 20, Seed: 2}).Choose(g)
	require.NoError(t, g.Apply(a), "%v: %+v", want, a)
}

// The decisions random games seldom reach: keeping one of two legends
// (CR 704.5k), choosing the exiled card Chandra, Pyromaster's -7 copies
// and casting the copies (CR 706.12).
func TestLegalInRareDecisions(t *testing.T) {
	legend := card.Define(card.Definition{Name: "Test Legend", ManaCost: mana.MustParseCost("{1}{W}"),
		Supertypes: card.Legendary, Types: card.Creature, Power: card.Fixed(2), Toughness: card.Fixed(2)})
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition, opts game.PutOptions) game.ObjectID {
		id, err := g.Put(p, z, d, opts)
		require.NoError(t, err)
		return id
	}
	put(0, zone.Battlefield, legend, game.PutOptions{})
	put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	second := put(0, zone.Hand, legend, game.PutOptions{})
	for range 5 {
		put(0, zone.Library, card.Plains, game.PutOptions{})
		put(1, zone.Library, card.Forest, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, second))
	require.NoError(t, g.PassUntilResolved())
	chooseLegal(t, g, game.DecideKeep)

	g, err = game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var loyal game.PutOptions
	loyal.Counters[game.Loyalty] = 7
	chandra := put(0, zone.Battlefield, card.ChandraPyromaster, loyal)
	for range 4 {
		put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	}
	for range 8 {
		put(0, zone.Library, card.Island, game.PutOptions{})
	}
	put(0, zone.Library, card.LightningStrike, game.PutOptions{})
	put(0, zone.Library, card.HeatRay, game.PutOptions{})
	put(1, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	for range 5 {
		put(1, zone.Library, card.Forest, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Activate(0, chandra, 2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	chooseLegal(t, g, game.DecideChooseCard)
	chooseLegal(t, g, game.DecideCastCopy)
}

// The search player never peeks: games that differ only in what the
// deciding player can't see — the other players' hands (not a
// Two-Headed Giant teammate's), the order of every library, the random
// source — give the same decision for the same seed and budget. The
// second game of each pair is a determinized copy of the first: it
// differs from it in exactly those.
func TestNoPeeking(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	positions, differ := 0, 0
	walk(t, configs(t, 12), 1200, func(g *game.Game) {
		if r.IntN(25) != 0 {
			return
		}
		positions++
		me := g.Pending().Player
		p := search.New(search.Options{Iterations: 12, RolloutTurns: 2, Seed: 9})
		want := p.Choose(g)
		visits := p.RootVisits()
		for k := uint64(0); k < 2; k++ {
			other := g.Determinize(me, 100+k)
			if other.Fingerprint() != g.Fingerprint() {
				differ++
			}
			q := search.New(search.Options{Iterations: 12, RolloutTurns: 2, Seed: 9})
			got := q.Choose(other)
			require.True(t, want.Equal(got), "%v: %+v, then %+v with other hidden cards", g.Pending().Kind, want, got)
			require.Equal(t, visits, q.RootVisits(), "the searches are the same")
		}
	})
	require.Greater(t, positions, 30)
	require.Greater(t, differ, positions, "the hidden cards differ")
}

// setUpPosition is the position of TestNoPeekingSetUp, with Bob's hand
// the first three of bob and his library the rest: Alice, in her first
// main phase of turn 4, with a Lightning Strike and a Runeclaw Bear in
// hand, six lands and a Bear, against Bob's three Mountains and Centaur
// Courser.
func setUpPosition(t *testing.T, bob []*card.Definition, seed uint64) *game.Game {
	g, put := duelSetUp(t, seed)
	for i := 0; i < 12; i++ {
		put(0, zone.Library, []*card.Definition{card.Mountain, card.LightningStrike, card.RuneclawBear}[i%3])
	}
	put(0, zone.Hand, card.LightningStrike)
	put(0, zone.Hand, card.RuneclawBear)
	for range 3 {
		put(0, zone.Battlefield, card.Mountain)
		put(0, zone.Battlefield, card.Forest)
		put(1, zone.Battlefield, card.Mountain)
	}
	put(0, zone.Battlefield, card.RuneclawBear)
	put(1, zone.Battlefield, card.CentaurCourser)
	for i, d := range bob {
		z := zone.Library
		if i < 3 {
			z = zone.Hand
		}
		put(1, z, d)
	}
	require.NoError(t, g.Start(4, 0, game.Main1))
	return g
}

// The same holds in a set-up position: Bob's hand holds three Lightning
// Strikes or none, his library is in another order, the game's random
// source is seeded differently, and Alice, who sees none of it, decides
// the same.
func TestNoPeekingSetUp(t *testing.T) {
	position := func(bob []*card.Definition, seed uint64) *game.Game { return setUpPosition(t, bob, seed) }
	var bob, other []*card.Definition
	for i := 0; i < 15; i++ {
		bob = append(bob, []*card.Definition{card.LightningStrike, card.Forest, card.CentaurCourser}[i%3])
		other = append(other, []*card.Definition{card.Forest, card.CentaurCourser, card.LightningStrike}[i%3])
	}
	for i := 0; i < 3; i++ {
		bob[i], other[i] = card.LightningStrike, card.Forest // in hand: three Strikes, or none
	}
	bob[3], bob[9], bob[12] = card.Forest, card.Forest, card.Forest // the same cards in all
	for seed := uint64(0); seed < 4; seed++ {
		a, b := position(bob, 3), position(other, 4)
		require.NotEqual(t, a.Fingerprint(), b.Fingerprint())
		require.Greater(t, len(a.LegalActions(nil)), 2)
		pa := search.New(search.Options{Iterations: 40, Seed: seed})
		pb := search.New(search.Options{Iterations: 40, Seed: seed})
		for step := 0; step < 3; step++ { // the decision, and the next ones of Alice's with the same answers
			if a.Pending().Player != 0 || a.Over() {
				break
			}
			x, y := pa.Choose(a), pb.Choose(b)
			require.True(t, x.Equal(y), "seed %d: %+v vs %+v", seed, x, y)
			require.Equal(t, pa.RootVisits(), pb.RootVisits(), "the searches are the same")
			require.NoError(t, a.Apply(x))
			require.NoError(t, b.Apply(y))
		}
	}
}

// With a budget in time, the player searches until it is spent (at least
// one iteration) and answers legally.
func TestTimeBudget(t *testing.T) {
	var g *game.Game
	walk(t, configs(t, 1), 200, func(x *game.Game) {
		if g == nil && x.Pending().Kind == game.DecidePriority {
			g = x.Clone()
		}
	})
	require.NotNil(t, g)
	p := search.New(search.Options{Time: 20 * time.Millisecond, Seed: 1})
	start := time.Now()
	a := p.Choose(g)
	require.GreaterOrEqual(t, time.Since(start), 20*time.Millisecond)
	require.Positive(t, p.Iterations())
	require.NoError(t, g.Apply(a))
}
