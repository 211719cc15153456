package game_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func mixedConfig(seed uint64) game.Config {
	return game.Config{Seed: seed, Start: game.StartDealt, Players: []game.PlayerConfig{
		{Name: "A", Deck: deckOf(60, card.Mountain, card.Forest, card.RuneclawBear, card.LightningStrike,
			card.TitanicGrowth, card.ElvishMystic, card.GoblinRoughrider)},
		{Name: "B", Deck: deckOf(60, card.Island, card.Swamp, card.Cancel, card.MindRot, card.Divination,
			card.WalkingCorpse, card.Negate, card.SignInBlood, card.DarkRitual, card.NightsWhisper)},
	}}
}

// Every listed option is accepted, on a clone, and the game reaches its
// end (CR 104) in every seed.
func TestListedOptionsAreLegal(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := game.New(mixedConfig(seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 1))
		var buf []game.Action
		for steps := 0; !g.Over(); steps++ {
			require.Less(t, steps, 20000, "seed %d: game does not end", seed)
			buf = g.LegalActions(buf[:0])
			require.NotEmpty(t, buf, "seed %d: no options for %+v", seed, g.Pending())
			if steps%7 == 0 {
				for _, a := range buf {
					require.NoError(t, g.Clone().Apply(a), "seed %d: listed option refused", seed)
				}
			}
			require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
			g.ClearEvents()
		}
	}
}

// Same seed and same actions give identical states (docs/design.md: determinism).
func TestDeterminism(t *testing.T) {
	run := func() []uint64 {
		g, err := game.New(mixedConfig(99))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(5, 5))
		var fps []uint64
		var buf []game.Action
		for !g.Over() {
			buf = g.LegalActions(buf[:0])
			require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
			fps = append(fps, g.Fingerprint())
		}
		return fps
	}
	require.Equal(t, run(), run())
}

// A clone played forward never affects the original, and vice versa.
func TestCloneIndependence(t *testing.T) {
	g, err := game.New(mixedConfig(3))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 3))
	var buf []game.Action
	for i := 0; i < 150 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
	require.False(t, g.Over())
	before := g.Fingerprint()
	c := g.Clone()
	require.Equal(t, before, c.Fingerprint())
	for i := 0; i < 300 && !c.Over(); i++ {
		buf = c.LegalActions(buf[:0])
		require.NoError(t, c.Apply(buf[r.IntN(len(buf))]))
	}
	require.Equal(t, before, g.Fingerprint(), "playing the clone changed the original")
	c2 := g.Clone()
	for i := 0; i < 300 && !g.Over(); i++ {
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
	require.Equal(t, before, c2.Fingerprint(), "playing the original changed the clone")
}

// Illegal actions are refused with a typed error and change nothing
// (docs/design.md: one validation path).
func TestIllegalActionsChangeNothing(t *testing.T) {
	g, err := game.New(mixedConfig(11))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(11, 11))
	var buf []game.Action
	refused := 0
	for i := 0; i < 3000 && !g.Over(); i++ {
		// A random, mostly nonsensical action.
		bad := game.Action{
			Kind:    game.ActionKind(1 + r.IntN(8)),
			Player:  game.PlayerID(r.IntN(3) - 0),
			Object:  game.ObjectID(r.Uint32N(1 << 18)),
			Ability: r.IntN(3) - 1,
			X:       r.IntN(5) - 1,
		}
		if r.IntN(2) == 0 {
			bad = bad.WithTargets(game.PlayerTarget(game.PlayerID(r.IntN(3))), game.ObjectTarget(game.ObjectID(r.Uint32N(200))))
		}
		before := g.Fingerprint()
		if err := g.Clone().Apply(bad); err != nil {
			require.ErrorIs(t, err, game.ErrIllegal)
			require.Error(t, g.Apply(bad))
			require.Equal(t, before, g.Fingerprint())
			refused++
		}
		buf = g.LegalActions(buf[:0])
		require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
	}
	require.Greater(t, refused, 100)
}

// CR 104.3a: a player may concede at any time, even without priority.
func TestConcede(t *testing.T) {
	g, err := game.New(mixedConfig(1))
	require.NoError(t, err)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	require.ErrorIs(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0}), game.ErrGameOver)
}

// CR 103.4/103.7a: opening hands of seven; the starting player skips the
// first turn's draw step (CR 500.10: the upkeep is followed by the first
// main phase), so they still have seven cards there.
func TestOpeningHands(t *testing.T) {
	g, err := game.New(mixedConfig(8))
	require.NoError(t, err)
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 53, g.ZoneLen(0, zone.Library))
	require.Equal(t, game.Upkeep, g.Step())
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 1}))
	require.Equal(t, game.Main1, g.Step(), "CR 103.7a: no draw step on the first turn")
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand), "CR 103.7a: no draw on the first turn")
}

func TestConfigValidation(t *testing.T) {
	_, err := game.New(game.Config{})
	require.ErrorIs(t, err, game.ErrBadConfig)
	_, err = game.New(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "A"}}})
	require.ErrorIs(t, err, game.ErrBadConfig)
	_, err = game.New(game.Config{StartingLife: -1, Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.ErrorIs(t, err, game.ErrBadConfig)
	// Rules a save could not hold are refused up front.
	two := []game.PlayerConfig{{Name: "A"}, {Name: "B"}}
	_, err = game.New(game.Config{Rules: game.Rules{Uniqueness: 9}, Players: two})
	require.ErrorIs(t, err, game.ErrBadConfig)
	_, err = game.New(game.Config{Rules: game.Rules{MaxHandSize: 1 << 40}, Players: two})
	require.ErrorIs(t, err, game.ErrBadConfig)
	var r game.Rules
	require.NoError(t, r.Set("uniqueness", "choose-one"))
	require.Equal(t, game.UniquenessChooseOne, r.Uniqueness)
	require.True(t, errors.Is(r.Set("nonsense", "1"), game.ErrBadConfig))
	require.True(t, errors.Is(r.Set("max-hand-size", "99999999999"), game.ErrBadConfig))
}

// A deck holds cards (CR 100.2a): not a token, which effects create
// (CR 110.5), nor an emblem (CR 113.1), nor a definition without a name
// or card type (CR 205.2a). New refuses each, naming the player and the
// card's place in the deck, as a decklist's Resolve refuses a token's name.
func TestConfigRefusesDeckEntriesThatAreNoCards(t *testing.T) {
	for _, tc := range []struct {
		def  *card.Definition
		want string
	}{
		{card.GoblinToken, `player "B" deck card 2: "Goblin" is a token`},
		{card.GarrukEmblem, `player "B" deck card 2: "Garruk, Apex Predator Emblem" has no card type`},
		{&card.Definition{}, `player "B" deck card 2: a definition without a name`},
	} {
		_, err := game.New(game.Config{Players: []game.PlayerConfig{
			{Name: "A", Deck: []*card.Definition{card.Mountain}},
			{Name: "B", Deck: []*card.Definition{card.Mountain, tc.def}}}})
		require.ErrorIs(t, err, game.ErrBadConfig)
		require.ErrorContains(t, err, tc.want)
	}
}

// The invariants hold after every action of random games.
func TestInvariantsRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := game.New(mixedConfig(seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 9))
		var buf []game.Action
		for !g.Over() {
			buf = g.LegalActions(buf[:0])
			require.NoError(t, g.Apply(buf[r.IntN(len(buf))]))
			require.NoError(t, g.CheckInvariants(), "seed %d turn %d", seed, g.Turn())
			g.ClearEvents()
		}
	}
}

// Games in parallel goroutines share only immutable card definitions; run
// under -race this proves it (CI does).
func TestParallelGames(t *testing.T) {
	done := make(chan error, 4)
	for w := 0; w < 4; w++ {
		go func(w int) {
			for i := 0; i < 5; i++ {
				seed := uint64(w*100 + i)
				g, err := game.New(mixedConfig(seed))
				if err != nil {
					done <- err
					return
				}
				c := g.Clone()
				r := rand.New(rand.NewPCG(seed, 2))
				var buf []game.Action
				for !c.Over() {
					buf = c.LegalActions(buf[:0])
					if err := c.Apply(buf[r.IntN(len(buf))]); err != nil {
						done <- err
						return
					}
				}
			}
			done <- nil
		}(w)
	}
	for w := 0; w < 4; w++ {
		require.NoError(t, <-done)
	}
}

// A malformed target count is refused, never trusted (found by fuzzing).
func TestBadTargetCount(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	g.Put(0, zone.Battlefield, card.Swamp, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Swamp, game.PutOptions{})
	id, _ := g.Put(0, zone.Hand, card.NightsWhisper, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	before := g.Fingerprint()
	for _, n := range []int{-1, 5, 1 << 20} {
		err := g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: id, NumTargets: n})
		require.ErrorIs(t, err, game.ErrMalformed)
		var re *game.RuleError
		require.ErrorAs(t, err, &re)
		require.Equal(t, "NumTargets", re.Field)
		require.Equal(t, before, g.Fingerprint())
	}
}

// A declaration longer than the battlefield is refused at once, so a
// hostile caller can't make the duplicate checks take quadratic time.
func TestHugeDeclarationsRefused(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	before := g.Fingerprint()
	huge := make([]game.Attack, 1_000_000)
	for i := range huge {
		huge[i] = game.Attack{Attacker: bear, Player: 1}
	}
	require.ErrorIs(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: huge}), game.ErrIllegal)
	require.Equal(t, before, g.Fingerprint())
}
