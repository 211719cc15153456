package search_test

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
	"github.com/spellstack/spellstack/game/ai/search"
)

// decisions returns the positions of three White-Red mirrors between
// heuristic players, from the start of the game, at which a player has
// two options or more: the decisions a search player searches.
func decisions(b *testing.B) []*game.Game {
	wr := loadDeck(b, "white-red")
	var out []*game.Game
	var buf []game.Action
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := game.New(game.Config{Seed: seed, NoEvents: true, Players: []game.PlayerConfig{
			{Name: "A", Deck: wr}, {Name: "B", Deck: wr}}})
		if err != nil {
			b.Fatal(err)
		}
		h := ai.NewHeuristic()
		for !g.Over() {
			if buf = g.LegalActions(buf[:0]); len(buf) > 1 {
				out = append(out, g.Clone())
			}
			if err := g.Apply(h.Choose(g)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkDecision times one decision of the search player at the
// default budget (search.DefaultIterations), over the positions of
// decisions in turn, and reports the median and 90th percentile time per
// decision (wall clock, and CPU time, which on a shared machine is what
// the decision costs one core), iterations per second and allocations
// per iteration.
func BenchmarkDecision(b *testing.B) {
	positions := decisions(b)
	p := search.New(search.Options{Seed: 1})
	p.Choose(positions[0]) // size the reused storage
	times := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	var before, after runtime.MemStats
	iters0 := p.Iterations()
	b.ReportAllocs()
	b.ResetTimer()
	runtime.ReadMemStats(&before)
	start, cpuStart := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		t0, c0 := time.Now(), cpuTime()
		p.Choose(positions[i*7919%len(positions)])
		times = append(times, time.Since(t0))
		cpu = append(cpu, cpuTime()-c0)
	}
	elapsed, cpuElapsed := time.Since(start), cpuTime()-cpuStart
	runtime.ReadMemStats(&after)
	b.StopTimer()
	iters := float64(p.Iterations() - iters0)
	slices.Sort(times)
	slices.Sort(cpu)
	b.ReportMetric(float64(cpu[len(cpu)/2].Microseconds())/1000, "median-cpu-ms/decision")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms/decision")
	b.ReportMetric(float64(times[len(times)*9/10].Microseconds())/1000, "p90-ms/decision")
	b.ReportMetric(iters/elapsed.Seconds(), "iterations/s")
	if cpuElapsed > 0 {
		b.ReportMetric(iters/cpuElapsed.Seconds(), "iterations/cpu-s")
	}
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/iters, "allocs/iteration")
	b.ReportMetric(float64(len(positions)), "positions")
}
