package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// SameCard is symmetric: "IDs that never named anything are the
// same as nothing" holds for either argument. An ID from the future (more
// zone changes than the card has made) names nothing, whichever side it
// is on. It fails for a mutant: query.go SameCard without `b.inc() <= g.objects[s].inc`.
func TestSameCardFutureIDSecond(t *testing.T) {
	g, bear, _, _ := strikeAtBear(t)
	future := game.ObjectID(0xffff0000) | bear&0xffff
	require.False(t, g.SameCard(bear, future), "an ID from the future names nothing")
	require.False(t, g.SameCard(future, bear), "an ID from the future names nothing")
	require.True(t, g.SameCard(bear, bear))
}

// CR 805.4c: in Two-Headed Giant each player of the active team may
// play a land each turn; LandsPlayed counts "the active team's players'"
// lands (its doc comment), so two after both have played one. It fails for a mutant:
// query.go LandsPlayed counting only the first seat's bit.
func TestLandsPlayedTwoHeadedGiant(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dan")
	var lands [2]game.ObjectID
	for p := game.PlayerID(0); p < 4; p++ {
		id, err := g.Put(p, zone.Hand, card.Mountain, game.PutOptions{})
		require.NoError(t, err)
		if p < 2 {
			lands[p] = id
		}
		g.Put(p, zone.Library, card.Mountain, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, 0, g.LandsPlayed())
	require.NoError(t, g.PlayLand(1, lands[1]), "the teammate plays first")
	require.Equal(t, 1, g.LandsPlayed())
	require.NoError(t, g.PlayLand(0, lands[0]))
	require.Equal(t, 2, g.LandsPlayed(), "one land for each player of the active team")
}

// CR 704.5a: a player with 0 or less life loses; at exactly 0 the
// lose event's reason is LostLife ("0 or less life", lose_reason.go).
// It fails for a mutant: lose_reason.go loseReason testing `pl.life < 0`.
func TestLoseAtExactlyZeroLife(t *testing.T) {
	g, put := emptyDuel(t, 1)
	strike := put(0, zone.Hand, card.LightningStrike)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Battlefield, card.Mountain)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.SetLife(1, 3))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, strike, game.PlayerTarget(1)))
	require.NoError(t, g.PassUntilResolved())
	require.True(t, g.Over())
	require.Equal(t, 0, g.Life(1))
	n := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventLose {
			n++
			require.Equal(t, game.PlayerID(1), e.Player)
			require.Equal(t, int(game.LostLife), e.Amount, "0 life is a loss by life (CR 704.5a)")
		}
	}
	require.Equal(t, 1, n)
}

// CR 506.1: the combat phase has five steps: beginning of combat,
// declare attackers, declare blockers, combat damage and end of combat
// (the engine splits combat damage in two for first strike, CR 510.4).
// Step.IsCombat says so of each, and of no other step. It fails for a mutant: step.go
// IsCombat with `s < EndCombat` (or `s > BeginCombat`).
func TestIsCombatEveryCombatStep(t *testing.T) {
	combat := map[game.Step]bool{game.BeginCombat: true, game.DeclareAttackers: true, game.DeclareBlockers: true,
		game.FirstStrikeDamage: true, game.CombatDamage: true, game.EndCombat: true}
	for s := game.Untap; s <= game.Cleanup; s++ {
		require.Equal(t, combat[s], s.IsCombat(), "%v", s)
	}
}

// Config.StartingLife may be anything in 0..MaxLife (config.go's
// validate and its error, "out of range 0..MaxLife"): MaxLife itself is a
// valid starting life total, one more is not. It fails for a mutant: config.go validate
// with `c.StartingLife >= MaxLife`.
func TestStartingLifeBounds(t *testing.T) {
	two := []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}
	g, err := game.NewEmpty(game.Config{Players: two, StartingLife: game.MaxLife})
	require.NoError(t, err)
	require.Equal(t, game.MaxLife, g.Life(0))
	_, err = game.NewEmpty(game.Config{Players: two, StartingLife: game.MaxLife + 1})
	require.ErrorIs(t, err, game.ErrBadConfig)
}

// Rules.Set("max-hand-size", N) wants "a number from 1 to" the
// engine's limit: 0 is refused, since the field's 0 means the default 7
// (CR 514.1's seven), and a rule that said 0 would silently mean 7. It fails for a mutant:
// config.go Rules.Set testing `n < 0`.
func TestMaxHandSizeZeroRefused(t *testing.T) {
	var r game.Rules
	require.ErrorIs(t, r.Set("max-hand-size", "0"), game.ErrBadConfig)
	require.ErrorIs(t, r.Set("max-hand-size", "-1"), game.ErrBadConfig)
	require.Equal(t, 0, r.MaxHandSize, "a refused value changes nothing")
	require.NoError(t, r.Set("max-hand-size", "1"))
	require.Equal(t, 1, r.MaxHandSize)
}

// PriorityPlayer is NoPlayer while another decision than priority
// is pending (its doc comment): during the start of the game (CR 103:
// the choice of the starting player and the mulligans) no player has
// priority yet (CR 116.3a: the active player receives it at the start
// of most steps, after the turn has begun). It fails for a mutant: game.go PriorityPlayer
// answering the pending decision's player whatever its kind.
func TestNoPriorityDuringOpening(t *testing.T) {
	deck := make([]*card.Definition, 20)
	for i := range deck {
		deck[i] = card.Island
	}
	g, err := game.New(game.Config{Players: []game.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}}})
	require.NoError(t, err)
	d := g.Pending()
	require.NotEqual(t, game.DecidePriority, d.Kind)
	require.NotEqual(t, game.NoPlayer, d.Player, "someone decides")
	require.Equal(t, game.NoPlayer, g.PriorityPlayer(), "but nobody has priority")
}
