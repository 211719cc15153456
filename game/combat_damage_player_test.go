package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// CR 810.7f: in Two-Headed Giant, as each combat damage step begins, the
// attacking team chooses which defending player each attacker that would
// deal combat damage to the team deals it to. The player chosen in the
// first-strike step is listed first in the regular one; a player of the
// attacking team is refused; a save while the question waits loads
// again; and a blocked creature without trample isn't asked about.
func TestTwoHeadedCombatDamagePlayer(t *testing.T) {
	g := emptyTwoHeaded(t, "Alice", "Bob", "Carol", "Dan")
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	_, err := g.Put(0, zone.Battlefield, card.BattleMastery, game.PutOptions{AttachedTo: bear})
	require.NoError(t, err)
	courser, _ := g.Put(1, zone.Battlefield, card.CentaurCourser, game.PutOptions{})
	wall, _ := g.Put(2, zone.Battlefield, card.WallOfFire, game.PutOptions{})
	for p := game.PlayerID(0); p < 4; p++ {
		g.Put(p, zone.Library, card.Swamp, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: bear, Player: 2}, {Attacker: courser, Player: 3}}}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 2}))
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 2,
		Blockers: []game.Block{{Blocker: wall, Attacker: courser}}}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 2}))

	// First-strike step: only the Bear, declared at Carol, is asked about.
	require.Equal(t, game.FirstStrikeDamage, g.Step())
	d := g.Pending()
	require.Equal(t, game.DecideCombatDamagePlayer, d.Kind)
	require.Equal(t, game.PlayerID(0), d.Player)
	opts := g.LegalActions(nil)
	require.Len(t, opts, 2)
	require.Equal(t, 2, opts[0].Choice, "the declared player first")
	require.Equal(t, 3, opts[1].Choice)

	before := g.Fingerprint()
	err = g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 1})
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.True(t, re.Cites("810.7f"), "%v", err)
	require.Equal(t, before, g.Fingerprint(), "a refused answer changes nothing")

	var buf bytes.Buffer
	require.NoError(t, g.Save(&buf))
	h, err := game.Load(&buf, nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())

	// Bob answers for the team (CR 805.5): Dan is dealt the first 2.
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 3}))
	require.Equal(t, 28, g.Life(2))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 0}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: 2}))

	// Regular step: the Bear again, Dan listed first now; the Courser,
	// blocked without trample, is not asked about.
	require.Equal(t, game.CombatDamage, g.Step())
	require.Equal(t, game.DecideCombatDamagePlayer, g.Pending().Kind)
	opts = g.LegalActions(nil)
	require.Equal(t, 3, opts[0].Choice)
	require.NoError(t, g.Apply(opts[1]))
	require.Equal(t, 26, g.Life(3))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
}
