package game

import (
	"math/rand/v2"
	"testing"
)

// Describe hides only what a player can't see (CR 400.2): no listed
// option of any decision names a card its player can't see, so hiding
// never changes an option's text. Checked at every decision of random
// games with every card of the catalog, from the full start, and with
// four players in a free-for-all and in Two-Headed Giant (teammates play
// from their own hands at their team's priority, CR 805.5).
func TestListedOptionsNameOnlySeenCards(t *testing.T) {
	four := func(seed uint64) Config {
		cfg := catalogConfig(seed)
		cfg.Players = append(cfg.Players,
			PlayerConfig{Name: "Carol", Deck: cfg.Players[0].Deck}, PlayerConfig{Name: "Dave", Deck: cfg.Players[1].Deck})
		return cfg
	}
	giant := func(seed uint64) Config {
		cfg := four(seed)
		cfg.Rules.Variant = TwoHeadedGiant
		return cfg
	}
	makers := []func(uint64) Config{catalogConfig, fullStartConfig, four, giant}
	checked := 0
	for i, make := range makers {
		for seed := uint64(1); seed <= 3; seed++ {
			r := rand.New(rand.NewPCG(seed, uint64(i)))
			var opts []Action
			randomGame(t, make(seed), r, func(g *Game) {
				if g.Over() {
					return
				}
				opts = g.LegalActions(opts[:0])
				for _, a := range opts {
					if h := g.hideUnseen(a); !h.Equal(a) {
						t.Fatalf("config %d seed %d: option %s names a card %s can't see", i, seed, g.Describe(a, English), g.PlayerName(a.Player))
					}
					checked++
				}
			})
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d options checked", checked)
	}
}
