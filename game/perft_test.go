package game_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// perft counts the leaves of the decision tree depth decisions deep from
// g: every option LegalActions lists, applied to a copy, as chess engines
// count their move generation ("perft"). A game that ends is a leaf.
func perft(tb testing.TB, g *game.Game, depth int) uint64 {
	tb.Helper()
	if depth == 0 || g.Over() {
		return 1
	}
	var n uint64
	for _, a := range g.LegalActions(nil) {
		c := g.Clone()
		if err := c.Apply(a); err != nil {
			tb.Fatalf("listed option %q refused: %v", g.Describe(a, game.English), err)
		}
		n += perft(tb, c, depth-1)
	}
	return n
}

// divide is perft by first option, for the message of a failed count.
func divide(tb testing.TB, g *game.Game, depth int) string {
	var b bytes.Buffer
	for _, a := range g.LegalActions(nil) {
		c := g.Clone()
		if err := c.Apply(a); err != nil {
			tb.Fatal(err)
		}
		fmt.Fprintf(&b, "%6d  %s\n", perft(tb, c, depth-1), g.Describe(a, game.English))
	}
	return b.String()
}

// perftPosition builds a position under rules from card names: cards[p][z] are put
// into player p's zone z, and the game starts at turn, Alice's step s.
// Each library gets five basic lands, so that nobody draws from an empty
// one within the depths counted here.
func perftPosition(tb testing.TB, players int, rules game.Rules, cards map[game.PlayerID]map[zone.Kind][]string, turn int, s game.Step) *game.Game {
	tb.Helper()
	names := []string{"Alice", "Bob", "Carol", "Dan"}
	cfg := game.Config{Rules: rules}
	for i := 0; i < players; i++ {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i]})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(tb, err)
	for p := game.PlayerID(0); int(p) < players; p++ {
		for _, z := range []zone.Kind{zone.Battlefield, zone.Hand, zone.Graveyard} {
			for _, name := range cards[p][z] {
				d, err := card.Default().Lookup(name)
				require.NoError(tb, err)
				_, err = g.Put(p, z, d, game.PutOptions{})
				require.NoError(tb, err)
			}
		}
		for i := 0; i < 5; i++ {
			_, err := g.Put(p, zone.Library, card.Mountain, game.PutOptions{})
			require.NoError(tb, err)
		}
	}
	require.NoError(tb, g.Start(turn, alice, s))
	return g
}

// strikePosition: Alice's first main phase, two Mountains and a
// Lightning Strike; Bob has a Runeclaw Bear and nothing else.
func strikePosition(tb testing.TB) *game.Game {
	return perftPosition(tb, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Mountain", "Mountain"}, zone.Hand: {"Lightning Strike"}},
		bob:   {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.Main1)
}

// combatPosition: the beginning of Alice's combat, her two Runeclaw
// Bears against Bob's one; no cards in hand, no mana.
func combatPosition(tb testing.TB) *game.Game {
	return perftPosition(tb, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Runeclaw Bear", "Runeclaw Bear"}},
		bob:   {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.BeginCombat)
}

// threePlayerCombat: the same two Bears in a free-for-all of three, Bob
// and Carol a Bear each.
func threePlayerCombat(tb testing.TB) *game.Game {
	return perftPosition(tb, 3, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Runeclaw Bear", "Runeclaw Bear"}},
		bob:   {zone.Battlefield: {"Runeclaw Bear"}},
		2:     {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.BeginCombat)
}

// twoHeadedCombat: the beginning of combat of Alice and Bob's team in
// Two-Headed Giant, a Runeclaw Bear each, against Carol's Bear.
func twoHeadedCombat(tb testing.TB) *game.Game {
	return perftPosition(tb, 4, game.Rules{Variant: game.TwoHeadedGiant}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {zone.Battlefield: {"Runeclaw Bear"}},
		bob:   {zone.Battlefield: {"Runeclaw Bear"}},
		2:     {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.BeginCombat)
}

// restockPosition: Alice's main phase, five Forests, Restock in hand,
// three cards in her graveyard.
func restockPosition(tb testing.TB) *game.Game {
	return perftPosition(tb, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {
			zone.Battlefield: {"Forest", "Forest", "Forest", "Forest", "Forest"},
			zone.Hand:        {"Restock"},
			zone.Graveyard:   {"Runeclaw Bear", "Lightning Strike", "Typhoid Rats"},
		},
	}, 3, game.Main1)
}

// richPosition: White-Red against Black-Green on turn 5, Alice's first
// main phase, with a planeswalker, instants, an Aura and a land to play,
// and Bob holding instants with mana open.
func richPosition(tb testing.TB) *game.Game {
	return perftPosition(tb, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		alice: {
			zone.Battlefield: {"Plains", "Plains", "Mountain", "Mountain", "Battlefield Forge",
				"Oreskos Swiftclaw", "Goblin Roughrider", "Kinsbaile Skirmisher", "Chandra, Pyromaster"},
			zone.Hand: {"Lightning Strike", "Inspired Charge", "Raise the Alarm", "Marked by Honor", "Mountain"},
		},
		bob: {
			zone.Battlefield: {"Forest", "Forest", "Forest", "Swamp", "Swamp",
				"Elvish Mystic", "Typhoid Rats", "Centaur Courser"},
			zone.Hand: {"Titanic Growth", "Plummet", "Flesh to Dust"},
		},
	}, 5, game.Main1)
}

// The counts are worked out by hand from the rules and LegalActions's
// documented listing: mana abilities are not listed (payment activates
// them, CR 605.3a), attack and block declarations are listed by
// representatives (one creature at a time, then all of them).
func TestPerft(t *testing.T) {
	tests := []struct {
		name     string
		position func(testing.TB) *game.Game
		want     []uint64 // leaves at depth 1, 2, ...
	}{
		// Depth 1: pass, or the Strike at Alice, Bob or the Bear
		// (CR 114.1, "target creature or player"): 4. Bob can only
		// pass after any of them (2: 4). If both pass, the main phase
		// ends (CR 500.2) and Alice has the same four options at the
		// beginning of combat; after a Strike and Bob's pass it
		// resolves (CR 608.1, 116.3b), and Alice, tapped out and empty-handed,
		// can only pass (3: 4 + 3). The tree keeps that shape: each
		// round of two passes brings the four options once more, while
		// the Strike's lines only pass (5: 10, 7: 13). Declare attackers
		// is a step with priority even with no attack to declare
		// (CR 508.8 skips only blockers and damage).
		{"strike", strikePosition, []uint64{4, 4, 7, 7, 10, 10, 13, 13}},
		// Alice and Bob pass the beginning of combat (1, 1). Alice
		// declares: no attack, one Bear or the other, both (3: 4). Each
		// declaration gives her priority, then Bob (4, 5: 4). With no
		// attack, declare blockers and damage are skipped (CR 508.8):
		// Alice's priority at the end of combat (1); otherwise Bob
		// declares blocks: none or his Bear on the one attacker (2,
		// twice), none or either attacker with two (3) (6: 8). Then
		// priority, Alice then Bob, on each line (7, 8: 8).
		{"combat", combatPosition, []uint64{1, 1, 4, 4, 4, 8, 8, 8}},
		// Three passes, then Alice's declaration (CR 802.2, attacking
		// several players): none; each Bear at Bob or at Carol (4);
		// both at Bob, both at Carol, and one at each (4: 8). Three
		// passes in the declare attackers step (5-7: 8). A defending
		// player's creatures block only creatures attacking that player
		// (CR 802.4a), and the attacked players declare in APNAP order
		// (CR 802.4): the no-attack line goes to the end of combat (1), each line of
		// one attacker lets its defender block it or not (2 x 4), both
		// at one player (3 x 2), one at each: Bob first (2) (8: 17).
		// Then Carol declares on the split line (2 x 2 = 4), and the
		// others give Alice priority (9: 1 + 14 + 4 = 19).
		{"three players", threePlayerCombat, []uint64{1, 1, 1, 8, 8, 8, 8, 17, 19}},
		// Depth 1: pass; play the Mountain; Lightning Strike at either
		// player or any of six creatures (8); Inspired Charge; Raise the
		// Alarm; Marked by Honor, a sorcery-speed Aura, on any of six
		// creatures (6); Chandra's +1 at a player and up to one creature
		// that player controls (2 x 4 = 8) and her 0 (1). Her -7 needs
		// seven loyalty counters removed (CR 606.4, 117.3): she has
		// four. 27.
		{"rich", richPosition, []uint64{27}},
		// Restock's "two target cards from your graveyard" is one set of
		// targets: each pair once, whichever is named first (CR 601.2c):
		// pass and C(3,2) = 3 casts.
		{"restock", restockPosition, []uint64{4}},
		// Two-Headed Giant: each team has priority together and passes
		// once (CR 805.5, 805.5b) (1, 1). The team declares
		// one combined attack (CR 810.7c) with Alice's and Bob's Bears,
		// each at Carol or at Dan: none, one Bear at one player (4),
		// both at Carol, both at Dan, one at each (3: 8). The teams pass
		// (4, 5: 8). The defending team's one combined block (CR
		// 810.7d), where Carol's Bear may block a Bear attacking Dan:
		// the no-attack line goes to the end of combat (1), one attacker
		// may be blocked or not (2 x 4), two may be, either of them
		// (3 x 3) (6: 18); then priority on each line (7, 8: 18).
		{"two-headed giant", twoHeadedCombat, []uint64{1, 1, 8, 8, 8, 18, 18, 18}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.position(t)
			for i, want := range tt.want {
				if got := perft(t, g, i+1); got != want {
					t.Fatalf("perft(%d) = %d, want %d; by first option:\n%s", i+1, got, want, divide(t, g, i+1))
				}
			}
		})
	}
}

// perftWalk counts leaves like perft, and sums their fingerprints, with
// copy making each child from its parent: the three ways a caller copies
// a game must walk the same tree.
func perftWalk(tb testing.TB, g *game.Game, depth int, copy func(*game.Game, int) *game.Game) (leaves, sum uint64) {
	if depth == 0 || g.Over() {
		return 1, g.Fingerprint()
	}
	for _, a := range g.LegalActions(nil) {
		c := copy(g, depth)
		require.NoError(tb, c.Apply(a), "listed option %q", g.Describe(a, game.English))
		n, s := perftWalk(tb, c, depth-1, copy)
		leaves, sum = leaves+n, sum+s
	}
	return leaves, sum
}

// Clone, CloneInto reused storage and a save/load round trip give the
// same tree, leaf for leaf (by fingerprint), and so does a second walk.
func TestPerftCopiesAgree(t *testing.T) {
	const depth = 3
	g := richPosition(t)
	byClone := func(g *game.Game, _ int) *game.Game { return g.Clone() }
	reused := make([]*game.Game, depth+1) // one game per depth, reused
	byCloneInto := func(g *game.Game, d int) *game.Game {
		reused[d] = g.CloneInto(reused[d])
		return reused[d]
	}
	bySave := func(g *game.Game, _ int) *game.Game {
		var b bytes.Buffer
		require.NoError(t, g.Save(&b))
		c, err := game.Load(&b, card.Default())
		require.NoError(t, err)
		return c
	}
	leaves, sum := perftWalk(t, g, depth, byClone)
	require.Equal(t, perft(t, g, depth), leaves)
	require.Greater(t, leaves, uint64(500), "the tree is big enough to say something")
	for _, w := range []struct {
		name string
		copy func(*game.Game, int) *game.Game
	}{{"Clone again", byClone}, {"CloneInto", byCloneInto}, {"Save and Load", bySave}} {
		n, s := perftWalk(t, g, depth, w.copy)
		require.Equal(t, leaves, n, "%s: leaves", w.name)
		require.Equal(t, sum, s, "%s: the leaves' fingerprints", w.name)
	}
}

// BenchmarkPerft walks the rich position's tree three decisions deep:
// listing, copying into reused storage and applying, the work of a
// search's tree walk. It reports the leaves and the time per node.
func BenchmarkPerft(b *testing.B) {
	const depth = 3
	g := richPosition(b)
	games := make([]*game.Game, depth+1)
	bufs := make([][]game.Action, depth+1)
	var nodes uint64
	var walk func(g *game.Game, d int) uint64
	walk = func(g *game.Game, d int) uint64 {
		nodes++
		if d == 0 || g.Over() {
			return 1
		}
		bufs[d] = g.LegalActions(bufs[d][:0])
		var n uint64
		for i := range bufs[d] {
			games[d] = g.CloneInto(games[d])
			if err := games[d].Apply(bufs[d][i]); err != nil {
				b.Fatal(err)
			}
			n += walk(games[d], d-1)
		}
		return n
	}
	b.ReportAllocs()
	b.ResetTimer()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves = walk(g, depth)
	}
	b.ReportMetric(float64(leaves), "leaves")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}
