package game

import (
	"math/rand/v2"
	"testing"
)

// passStepConfigs are the pairings of configs plus a Two-Headed Giant
// game, where a pass for the rest of the step is the team's (CR 805.5a).
func passStepConfigs() []struct {
	name string
	make func(uint64) Config
} {
	thg := func(seed uint64) Config {
		cfg := briefConfig(seed)
		cfg.Rules.Variant = TwoHeadedGiant
		cfg.Players = append(cfg.Players,
			PlayerConfig{Name: "Carol", Deck: cfg.Players[0].Deck},
			PlayerConfig{Name: "Dave", Deck: cfg.Players[1].Deck})
		cfg.Players[1], cfg.Players[2] = cfg.Players[2], cfg.Players[1]
		return cfg
	}
	out := append(configs[:len(configs):len(configs)], struct {
		name string
		make func(uint64) Config
	}{"two-headed giant", thg})
	return out
}

// Random games in which a third of the passes are passes for the rest of
// the step (PassRestOfStep). At every decision: no player passing for
// the step is asked for priority; a player still passing set it in this
// very step (the step's end ends it); the caches hold. Every 25 actions the game saves and loads to
// the same state, and the whole game replays from its action log.
func TestPassStepRandomGames(t *testing.T) {
	for _, c := range passStepConfigs() {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg := c.make(seed)
			g, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			type when struct{ turn, step int }
			var setIn [MaxPlayers]when
			r := rand.New(rand.NewPCG(seed, 17))
			var buf []Action
			stepPasses := 0
			for n := 0; !g.Over(); n++ {
				if n > 50000 {
					t.Fatalf("%s seed %d: game does not end", c.name, seed)
				}
				if d := g.Pending(); d.Kind == DecidePriority && g.PassingStep(d.Player) {
					t.Fatalf("%s seed %d: %s is asked for priority while passing for the step", c.name, seed, g.playerName(d.Player))
				}
				for p := range g.players {
					if g.PassingStep(PlayerID(p)) && setIn[g.team(PlayerID(p))] != (when{g.Turn(), int(g.step)}) {
						t.Fatalf("%s seed %d: %s still passes in a later step", c.name, seed, g.playerName(PlayerID(p)))
					}
				}
				if err := g.VerifyCaches(); err != nil {
					t.Fatalf("%s seed %d: %v", c.name, seed, err)
				}
				buf = g.LegalActions(buf[:0])
				a := buf[r.IntN(len(buf))]
				if a.Kind == ActPass && r.IntN(3) == 0 {
					a.Choice = PassRestOfStep
					setIn[g.team(a.Player)] = when{g.Turn(), int(g.step)}
					stepPasses++
				}
				if err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d: %+v refused: %v", c.name, seed, a, err)
				}
				if n%25 == 0 {
					h, _ := saveLoad(t, g)
					if d := diffState(g, h); d != "" {
						t.Fatalf("%s seed %d: loaded state differs: %s", c.name, seed, d)
					}
				}
			}
			if stepPasses == 0 || g.AutoPasses() == 0 {
				t.Fatalf("%s seed %d: %d passes for the step made %d passes", c.name, seed, stepPasses, g.AutoPasses())
			}
			re, err := Replay(cfg, g.ActionLog())
			if err != nil {
				t.Fatal(err)
			}
			if d := diffState(g, re); d != "" {
				t.Fatalf("%s seed %d: replay differs: %s", c.name, seed, d)
			}
		}
	}
}

// A pass for the rest of the step is refused where a pass is, and a
// Choice beyond PassRestOfStep is refused, changing nothing.
func TestPassStepRefused(t *testing.T) {
	g, err := New(briefConfig(2))
	if err != nil {
		t.Fatal(err)
	}
	before := g.Fingerprint()
	other := 1 - g.Pending().Player
	if err := g.PassStep(other); err == nil {
		t.Fatal("a pass for the step out of turn was taken")
	}
	if err := g.Apply(Action{Kind: ActPass, Player: g.Pending().Player, Choice: 2}); err == nil {
		t.Fatal("a pass with Choice 2 was taken")
	}
	if g.Fingerprint() != before || g.PassingStep(0) || g.PassingStep(1) {
		t.Fatal("a refused pass changed the game")
	}
	if g.PassingStep(7) || g.PassingStep(NoPlayer) {
		t.Fatal("a player who does not exist passes")
	}
	// Every action Apply takes is listed in canonical form by LegalActions
	// or OtherActions: the pass for the step is among the others.
	step := Action{Kind: ActPass, Player: g.Pending().Player, Choice: PassRestOfStep}
	found := false
	for _, a := range g.OtherActions(nil) {
		found = found || a.Equal(step)
	}
	if !found {
		t.Fatal("OtherActions leaves out the pass for the rest of the step")
	}
}
