package game_test

import (
	"testing"

	"github.com/spellstack/spellstack/game"
)

// maxFuzzSteps bounds the actions one fuzz input applies.
const maxFuzzSteps = 3000

// FuzzActions drives a real game with actions chosen from the fuzzer's
// bytes: mostly listed options, sometimes arbitrary (usually illegal)
// actions. It checks that nothing panics, the invariants hold after every
// accepted action, and a refused action changes nothing. Odd seeds play
// with Config.AutoPass; the engine's caches are checked against a
// computation from scratch after every accepted action.
func FuzzActions(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), []byte{255, 3, 200, 17, 0, 0, 1, 90, 4, 4, 4, 250, 251, 252})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		cfg := mixedConfig(seed)
		cfg.AutoPass = seed%2 == 1
		g, err := game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var buf []game.Action
		// At most maxFuzzSteps actions per input, so that no single input
		// runs for long (a fuzz run must stop when its time is up).
		for i := 0; i+1 < len(data) && i < 2*maxFuzzSteps && !g.Over(); i += 2 {
			buf = g.LegalActions(buf[:0])
			var a game.Action
			if data[i] < 200 && len(buf) > 0 {
				a = buf[int(data[i+1])%len(buf)]
			} else {
				b := data[i+1]
				a = game.Action{Kind: game.ActionKind(b % 13), Player: game.PlayerID(b % 3),
					Object: game.ObjectID(uint32(b) * 2654435761 % (1 << 20)), Ability: int(b%5) - 1,
					X: int(b%7) - 2, Choice: int(b%4) - 1}
				if b%3 == 0 {
					a = a.WithTargets(game.PlayerTarget(game.PlayerID(b%3)), game.ObjectTarget(game.ObjectID(b)))
				}
				if b%5 == 0 {
					a.Attackers = []game.Attack{{Attacker: game.ObjectID(b), Player: 1}}
				}
			}
			before := g.Fingerprint()
			if err := g.Apply(a); err != nil {
				if g.Fingerprint() != before {
					t.Fatalf("refused %+v changed the game: %v", a, err)
				}
				continue
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("after %+v: %v", a, err)
			}
			if err := g.VerifyCaches(); err != nil {
				t.Fatalf("after %+v: %v", a, err)
			}
			g.ClearEvents()
		}
	})
}
