package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func burnConfig(seed uint64) game.Config {
	deck := func() []*card.Definition {
		d := deckOf(24, card.Mountain)
		return append(d, deckOf(36, card.LightningStrike)...)
	}
	return game.Config{Seed: seed, Start: game.StartDealt, NoEvents: true, Players: []game.PlayerConfig{
		{Name: "A", Deck: deck()}, {Name: "B", Deck: deck()},
	}}
}

// playRandom plays g to the end with uniform random choices.
func playRandom(tb testing.TB, g *game.Game, r *rand.Rand, buf []game.Action) ([]game.Action, int) {
	n := 0
	for !g.Over() {
		buf = g.LegalActions(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
		n++
	}
	return buf, n
}

// BenchmarkRandomGameBurn plays full random games of the burn mirror
// (24 Mountain + 36 Lightning Strike).
func BenchmarkRandomGameBurn(b *testing.B) {
	b.ReportAllocs()
	r := rand.New(rand.NewPCG(1, 2))
	var buf []game.Action
	actions := 0
	for i := 0; i < b.N; i++ {
		g, err := game.New(burnConfig(uint64(i)))
		if err != nil {
			b.Fatal(err)
		}
		var n int
		buf, n = playRandom(b, g, r, buf)
		actions += n
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkLegalActions lists the options of a mid-game priority
// decision.
func BenchmarkLegalActions(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	var buf []game.Action
	for i := 0; i < b.N; i++ {
		buf = g.LegalActions(buf[:0])
	}
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

// BenchmarkFingerprint hashes a mid-game state.
func BenchmarkFingerprint(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Fingerprint()
	}
}

// midGame returns a burn-mirror game after 60 random actions, stopped at
// a priority decision.
func midGame(tb testing.TB) *game.Game {
	return playedTo(tb, burnConfig(3), 60, rand.New(rand.NewPCG(3, 4)))
}

// playedTo returns the game of cfg after n random actions (r choosing),
// stopped at a priority decision.
func playedTo(tb testing.TB, cfg game.Config, n int, r *rand.Rand) *game.Game {
	g, err := game.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	var buf []game.Action
	for i := 0; (i < n || g.Pending().Kind != game.DecidePriority) && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	if g.Over() {
		tb.Fatal("game ended too early for a mid-game state")
	}
	return g
}

// BenchmarkPriorityPass passes priority with nothing else to do, through
// whole turns (steps, draws, untaps), on a board of lands.
func BenchmarkPriorityPass(b *testing.B) {
	deck := deckOf(4000, card.Mountain)
	cfg := game.Config{Start: game.StartDealt, NoEvents: true, Rules: game.Rules{MaxHandSize: 1 << 15},
		Players: []game.PlayerConfig{{Name: "A", Deck: deck}, {Name: "B", Deck: deck}}}
	g, err := game.New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%20000 == 19999 {
			// Start afresh long before the libraries run out.
			b.StopTimer()
			g, _ = game.New(cfg)
			b.StartTimer()
		}
		d := g.Pending()
		if d.Kind != game.DecidePriority {
			b.Fatalf("unexpected decision %v", d.Kind)
		}
		if err := g.Apply(game.Action{Kind: game.ActPass, Player: d.Player}); err != nil {
			b.Fatal(err)
		}
	}
}

// bigBoard returns a two-player game in player A's first main phase with
// n permanents on the battlefield (half Mountains, half Centaur Coursers,
// split between the players), three Lightning Strikes in each hand and
// twenty Mountains in each library; extra cards go to player A's hand.
func bigBoard(b *testing.B, n int, extra ...*card.Definition) *game.Game {
	g, err := game.NewEmpty(game.Config{NoEvents: true, Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < n; i++ {
		d := card.Mountain
		if i%2 == 1 {
			d = card.CentaurCourser
		}
		if _, err := g.Put(game.PlayerID(i%2), zone.Battlefield, d, game.PutOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	for p := 0; p < 2; p++ {
		for i := 0; i < 3; i++ {
			g.Put(game.PlayerID(p), zone.Hand, card.LightningStrike, game.PutOptions{})
		}
		for i := 0; i < 20; i++ {
			g.Put(game.PlayerID(p), zone.Library, card.Mountain, game.PutOptions{})
		}
	}
	for _, d := range extra {
		if _, err := g.Put(0, zone.Hand, d, game.PutOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	if err := g.Start(3, 0, game.Main1); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkBigBoardListing lists the options of a main-phase priority
// with 200 permanents on the battlefield: three Lightning Strikes, each
// with 100 creatures and two players to target, paid from 50 Mountains.
func BenchmarkBigBoardListing(b *testing.B) {
	g := bigBoard(b, 200)
	var buf []game.Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = g.LegalActions(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "options")
}

// BenchmarkBigBoardConeOfFlame lists the options of the big board with
// Cone of Flame in hand as well: three different targets among 100
// creatures and two players are about a million sets, so the listing is a
// representative one (each creature and player in each of the three
// roles), not every set.
func BenchmarkBigBoardConeOfFlame(b *testing.B) {
	g := bigBoard(b, 200, card.ConeOfFlame)
	var buf []game.Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = g.LegalActions(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "options")
}

// BenchmarkBigBoardTurn plays one full turn with 200 permanents on the
// battlefield, from player A's first main phase to player B's: every
// decision listed and answered, the first option taken (pass, no
// attack, no block), so that each step's turn-based actions, priority
// and state-based actions run on the big board. Each turn starts from a
// fresh copy made outside the timer.
func BenchmarkBigBoardTurn(b *testing.B) {
	g := bigBoard(b, 200)
	var buf []game.Action
	b.ReportAllocs()
	b.ResetTimer()
	decisions := 0
	copies := freshCopies{of: g, batch: 64}
	for i := 0; i < b.N; i++ {
		c := copies.next(b)
		for c.ActivePlayer() == 0 || c.Step() != game.Main1 {
			buf = c.LegalActions(buf[:0])
			if err := c.Apply(buf[0]); err != nil {
				b.Fatal(err)
			}
			decisions++
		}
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/turn")
}

// wave1MidGame returns a White-Red against Black-Green game after 150
// random actions, stopped at a priority decision.
func wave1MidGame(b *testing.B) *game.Game {
	d1, d2 := loadDeck(b, "../testdata/decks/white-red.txt"), loadDeck(b, "../testdata/decks/black-green.txt")
	cfg := game.Config{Seed: 5, Start: game.StartDealt, NoEvents: true, Players: []game.PlayerConfig{
		{Name: "A", Deck: d1}, {Name: "B", Deck: d2}}}
	return playedTo(b, cfg, 150, rand.New(rand.NewPCG(5, 6)))
}

// BenchmarkCloneWave1 copies a White-Red against Black-Green game in the
// middle of play.
func BenchmarkCloneWave1(b *testing.B) {
	g := wave1MidGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
	b.ReportMetric(float64(len(g.Zone(0, zone.Battlefield))+len(g.Zone(1, zone.Battlefield))), "permanents")
}

// BenchmarkCloneIntoWave1 copies the same game into the storage of an
// earlier copy, as a search does once per iteration.
func BenchmarkCloneIntoWave1(b *testing.B) {
	g := wave1MidGame(b)
	dst := g.Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = g.CloneInto(dst)
	}
}

// BenchmarkBoardSize measures one decision — listing the options and
// applying one — with 10, 50 and 200 permanents on the battlefield
// (half lands, half creatures, split between the players), in a main
// phase with Lightning Strikes in hand.
func BenchmarkBoardSize(b *testing.B) {
	for _, n := range []int{10, 50, 200} {
		b.Run(itoa(n), func(b *testing.B) {
			g := bigBoard(b, n)
			r := rand.New(rand.NewPCG(1, 1))
			var buf []game.Action
			b.ReportAllocs()
			b.ResetTimer()
			copies := freshCopies{of: g, batch: 256}
			for i := 0; i < b.N; i++ {
				c := copies.next(b)
				buf = c.LegalActions(buf[:0])
				if err := c.Apply(buf[r.IntN(len(buf))]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// freshCopies hands out fresh copies of a position, made batch at a time
// outside the timer (stopping the timer per iteration would cost more
// than the action measured).
type freshCopies struct {
	of    *game.Game
	batch int
	pool  []*game.Game
}

func (f *freshCopies) next(b *testing.B) *game.Game {
	if len(f.pool) == 0 {
		b.StopTimer()
		for k := 0; k < f.batch; k++ {
			f.pool = append(f.pool, f.of.Clone())
		}
		b.StartTimer()
	}
	c := f.pool[len(f.pool)-1]
	f.pool = f.pool[:len(f.pool)-1]
	return c
}

func itoa(n int) string {
	return string(rune('0'+n/100%10)) + string(rune('0'+n/10%10)) + string(rune('0'+n%10))
}

// BenchmarkRandomGameWave1 plays full random games between two wave-1
// decks (White-Red against Black-Green).
func BenchmarkRandomGameWave1(b *testing.B) {
	d1, d2 := loadDeck(b, "../testdata/decks/white-red.txt"), loadDeck(b, "../testdata/decks/black-green.txt")
	b.ReportAllocs()
	r := rand.New(rand.NewPCG(1, 2))
	var buf []game.Action
	actions := 0
	for i := 0; i < b.N; i++ {
		g, err := game.New(game.Config{Seed: uint64(i), Start: game.StartDealt, NoEvents: true, Players: []game.PlayerConfig{
			{Name: "A", Deck: d1}, {Name: "B", Deck: d2}}})
		if err != nil {
			b.Fatal(err)
		}
		var n int
		buf, n = playRandom(b, g, r, buf)
		actions += n
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkDeterminizeInto determinizes a mid-game state into reused
// storage, as a search does once per iteration.
func BenchmarkDeterminizeInto(b *testing.B) {
	g := midGame(b)
	dst := g.Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dst = g.DeterminizeInto(dst, 0, uint64(i))
	}
}

// BenchmarkDeterminizeWith is BenchmarkDeterminizeInto with the other
// player's hidden cards drawn from a believed decklist (secret
// decklists): the burn deck they really play, so that the cards they
// showed are taken from it.
func BenchmarkDeterminizeWith(b *testing.B) {
	g := midGame(b)
	dst := g.Clone()
	lists := [][]*card.Definition{nil, burnConfig(0).Players[1].Deck}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var err error
		if dst, err = g.DeterminizeWith(dst, 0, uint64(i), lists); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDeterminizeEventsOn determinizes a White-Red against
// Black-Green game played with events recorded and an action log, as a
// search on a game a server keeps would: the copy takes neither.
func BenchmarkDeterminizeEventsOn(b *testing.B) {
	d1, d2 := loadDeck(b, "../testdata/decks/white-red.txt"), loadDeck(b, "../testdata/decks/black-green.txt")
	cfg := game.Config{Seed: 5, Start: game.StartDealt, RecordActions: true, Players: []game.PlayerConfig{
		{Name: "A", Deck: d1}, {Name: "B", Deck: d2}}}
	g := playedTo(b, cfg, 150, rand.New(rand.NewPCG(5, 6)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Determinize(0, uint64(i))
	}
	b.ReportMetric(float64(len(g.Events())), "events")
}
