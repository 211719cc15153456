package game

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// With Config.AutoPass, no priority decision is left whose only option is
// to pass, and the game is the one a player passing by hand at each of
// those priorities plays (CR 116.3d: the pass is the same pass; a
// player who may activate a mana ability that matters is asked): both
// games have the same fingerprint after every decision of the auto-pass
// game.
func TestAutoPassPlaysTheSameGame(t *testing.T) {
	for _, c := range configs {
		for seed := uint64(1); seed <= 6; seed++ {
			cfg := c.make(seed)
			cfg.AutoPass = true
			auto, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			cfg.AutoPass = false
			hand, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 11))
			var buf, hbuf []Action
			passes := 0
			for n := 0; !auto.Over(); n++ {
				if n > 50000 {
					t.Fatalf("%s seed %d: game does not end", c.name, seed)
				}
				// The hand game passes where the auto-pass game did.
				for {
					hbuf = hand.LegalActions(hbuf[:0])
					if hand.Pending().Kind != DecidePriority || len(hbuf) > 1 || hand.Over() || hand.manaAbilityMatters(hand.Pending().Player) {
						break
					}
					if err := hand.Apply(hbuf[0]); err != nil {
						t.Fatal(err)
					}
					passes++
				}
				if auto.Fingerprint() != hand.Fingerprint() {
					t.Fatalf("%s seed %d: games differ after %d decisions: %s", c.name, seed, n, diffState(auto, hand))
				}
				if err := auto.VerifyCaches(); err != nil {
					t.Fatal(err)
				}
				buf = auto.LegalActions(buf[:0])
				if auto.Pending().Kind == DecidePriority && len(buf) == 1 && !auto.manaAbilityMatters(auto.Pending().Player) {
					t.Fatalf("%s seed %d: a priority with nothing but pass was asked: %+v", c.name, seed, auto.Pending())
				}
				a := buf[r.IntN(len(buf))]
				if err := auto.Apply(a); err != nil {
					t.Fatalf("%s seed %d: listed action refused: %v", c.name, seed, err)
				}
				if err := hand.Apply(a); err != nil {
					t.Fatalf("%s seed %d: the hand game refused %+v: %v", c.name, seed, a, err)
				}
			}
			// The auto-pass game may have ended in its passes.
			for !hand.Over() {
				hbuf = hand.LegalActions(hbuf[:0])
				if hand.Pending().Kind != DecidePriority || len(hbuf) > 1 || hand.manaAbilityMatters(hand.Pending().Player) {
					t.Fatalf("%s seed %d: the hand game waits for %+v", c.name, seed, hand.Pending())
				}
				if err := hand.Apply(hbuf[0]); err != nil {
					t.Fatal(err)
				}
				passes++
			}
			if hand.Fingerprint() != auto.Fingerprint() || hand.Winner() != auto.Winner() {
				t.Fatalf("%s seed %d: the hand game did not end the same way", c.name, seed)
			}
			if auto.AutoPasses() != passes || passes == 0 {
				t.Fatalf("%s seed %d: %d auto-passes, the hand game passed alone %d times", c.name, seed, auto.AutoPasses(), passes)
			}
		}
	}
}

// Auto-pass is saved: a loaded game goes on passing for idle players, and
// keeps its count.
func TestAutoPassSaved(t *testing.T) {
	cfg := briefConfig(3)
	cfg.AutoPass = true
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	var buf []Action
	for i := 0; i < 20 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		if err := g.Apply(buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	var data bytes.Buffer
	if err := g.Save(&data); err != nil {
		t.Fatal(err)
	}
	h, err := Load(&data, card.Default())
	if err != nil {
		t.Fatal(err)
	}
	if !h.AutoPass() || h.AutoPasses() != g.AutoPasses() || g.AutoPasses() == 0 {
		t.Fatalf("loaded: auto-pass %v with %d passes, saved %d", h.AutoPass(), h.AutoPasses(), g.AutoPasses())
	}
	for i := 0; i < 40 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		a := buf[r.IntN(len(buf))]
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if err := h.Apply(a); err != nil {
			t.Fatalf("the loaded game refused %+v: %v", a, err)
		}
		if g.Fingerprint() != h.Fingerprint() || g.AutoPasses() != h.AutoPasses() {
			t.Fatalf("games diverge %d actions after load", i+1)
		}
	}
}

// autoPassUpkeep is Bob's upkeep of turn 3, with AutoPass on and the
// given cards on Alice's battlefield.
func autoPassUpkeep(t *testing.T, cards ...*card.Definition) *Game {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}, AutoPass: true})
	require.NoError(t, err)
	for _, d := range cards {
		_, err := g.Put(0, zone.Battlefield, d, PutOptions{})
		require.NoError(t, err)
	}
	for p := range 2 {
		for range 5 {
			g.Put(PlayerID(p), zone.Library, card.Island, PutOptions{})
		}
	}
	require.NoError(t, g.Start(3, 1, Upkeep))
	return g
}

// CR 605.3a: a player may activate a mana ability whenever they have
// priority. Auto-pass passes for a player whose mana abilities only add
// mana, but not for one who could sacrifice a Generator Servant (a
// death Ob Nixilis sees, or a creature taken out of a spell's way), nor
// for one whose painland's damage First Response would see.
func TestAutoPassStopsForManaAbilitiesThatMatter(t *testing.T) {
	g := autoPassUpkeep(t, card.GeneratorServant, card.ObNixilisUnshackled)
	require.Equal(t, Decision{Kind: DecidePriority, Player: 0}, g.Pending(), "Alice may sacrifice the Servant in Bob's upkeep")
	g = autoPassUpkeep(t, card.BattlefieldForge, card.FirstResponse)
	require.Equal(t, Decision{Kind: DecidePriority, Player: 0}, g.Pending(), "Alice may take 1 damage for First Response")
	g = autoPassUpkeep(t, card.BattlefieldForge)
	require.Equal(t, Main1, g.Step(), "nothing reads the painland's damage: Alice only passes")
	require.Equal(t, PlayerID(1), g.Pending().Player)
	g = autoPassUpkeep(t, card.Mountain, card.FirstResponse)
	require.Equal(t, Main1, g.Step(), "a Mountain only adds mana")
}
