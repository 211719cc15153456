package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// validationGame is player 0's first main phase with a Forest, a Shivan
// Reef ({T}: add {C}; {T}: add {U} or {R}, 1 damage), two Mountains, a
// Lightning Strike in hand and a Runeclaw Bear facing them.
type validationGame struct {
	g                                    *game.Game
	forest, reef, strike, bear, mountain game.ObjectID
}

func newValidationGame(t *testing.T) validationGame {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	v := validationGame{g: g}
	v.forest, _ = g.Put(0, zone.Battlefield, card.Forest, game.PutOptions{})
	v.reef, _ = g.Put(0, zone.Battlefield, card.ShivanReef, game.PutOptions{})
	v.mountain, _ = g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	v.strike, _ = g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	v.bear, _ = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	return v
}

// refusedMalformed applies a and requires a refusal wrapping ErrMalformed
// that names field, with the game unchanged.
func refusedMalformed(t *testing.T, g *game.Game, a game.Action, field string) {
	t.Helper()
	before := g.Fingerprint()
	err := g.Apply(a)
	require.ErrorIs(t, err, game.ErrMalformed, "%+v", a)
	require.ErrorIs(t, err, game.ErrIllegal)
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, field, re.Field, "%v", err)
	require.Contains(t, err.Error(), field)
	require.Equal(t, before, g.Fingerprint(), "a refused action changed the game")
}

// A mana colour outside the six types of mana is refused, in a mana
// ability's choice or anywhere else; so is a colour where the ability
// offers no choice (found accepted by the stress run).
func TestUndefinedColorsRefused(t *testing.T) {
	v := newValidationGame(t)
	for _, c := range []mana.Color{6, 7, 200} {
		refusedMalformed(t, v.g, game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.reef, Ability: 1, Color: c}, "Color")
		refusedMalformed(t, v.g, game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, Color: c}, "Color")
		refusedMalformed(t, v.g, game.Action{Kind: game.ActPass, Player: 0, Color: c}, "Color")
	}
	// Forest adds {G} and offers no choice: a colour is not a field it uses.
	refusedMalformed(t, v.g, game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, Color: mana.Red}, "Color")
	// The choice itself is checked against what the ability offers.
	err := v.g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.reef, Ability: 1, Color: mana.Green})
	require.ErrorIs(t, err, game.ErrNotAllowed)
	require.NoError(t, v.g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.reef, Ability: 1, Color: mana.Red}))
	require.Equal(t, 1, v.g.Pool(0).Amount(mana.Red))
}

// A target names a player (Object 0) or an object (Player -1), never
// both; a player index names a player (found accepted by the stress run).
func TestMalformedTargetsRefused(t *testing.T) {
	v := newValidationGame(t)
	cast := game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, NumTargets: 1}
	both := cast
	both.Targets[0] = game.Target{Player: 1, Object: uint32(v.bear)}
	refusedMalformed(t, v.g, both, "Targets[0]")
	for _, p := range []int8{2, 100} {
		bad := cast
		bad.Targets[0] = game.Target{Player: p}
		refusedMalformed(t, v.g, bad, "Targets[0].Player")
	}
	negative := cast
	negative.Targets[0] = game.Target{Player: -2, Object: uint32(v.bear)}
	refusedMalformed(t, v.g, negative, "Targets[0].Player")
	beyond := cast.WithTargets(game.PlayerTarget(1))
	beyond.Targets[2] = game.PlayerTarget(1)
	refusedMalformed(t, v.g, beyond, "Targets[2]")
	require.NoError(t, v.g.Apply(cast.WithTargets(game.ObjectTarget(v.bear))))
}

// The acting player is a player index: -1 and 2 are malformed, for every
// kind, concession included.
func TestPlayerIndexOutOfRange(t *testing.T) {
	v := newValidationGame(t)
	for _, p := range []game.PlayerID{-1, 2} {
		refusedMalformed(t, v.g, game.Action{Kind: game.ActPass, Player: p}, "Player")
		refusedMalformed(t, v.g, game.Action{Kind: game.ActConcede, Player: p}, "Player")
	}
	refusedMalformed(t, v.g, game.Action{Kind: 0, Player: 0}, "Kind")
	refusedMalformed(t, v.g, game.Action{Kind: 200, Player: 0}, "Kind")
}

// Every field an action's kind does not use must be zero: a pass with
// targets, a land play with X, a concession naming an object... (silently
// ignored before).
func TestUnusedFieldsRefused(t *testing.T) {
	v := newValidationGame(t)
	pass := game.Action{Kind: game.ActPass, Player: 0}
	cases := []struct {
		name  string
		a     game.Action
		field string
	}{
		{"pass with a target", pass.WithTargets(game.PlayerTarget(1)), "NumTargets"},
		{"pass with an object", game.Action{Kind: game.ActPass, Player: 0, Object: v.strike}, "Object"},
		{"pass with an ability", game.Action{Kind: game.ActPass, Player: 0, Ability: 1}, "Ability"},
		{"pass with X", game.Action{Kind: game.ActPass, Player: 0, X: 3}, "X"},
		{"pass with a colour", game.Action{Kind: game.ActPass, Player: 0, Color: mana.Blue}, "Color"},
		{"pass with a choice beyond PassRestOfStep", game.Action{Kind: game.ActPass, Player: 0, Choice: 2}, "Choice"},
		{"pass with a discard", game.Action{Kind: game.ActPass, Player: 0, Discard: v.strike}, "Discard"},
		{"pass with attackers", game.Action{Kind: game.ActPass, Player: 0, Attackers: []game.Attack{{Attacker: v.bear, Player: 1}}}, "Attackers"},
		{"pass with blockers", game.Action{Kind: game.ActPass, Player: 0, Blockers: []game.Block{{Blocker: v.bear, Attacker: v.bear}}}, "Blockers"},
		{"pass with a target beyond NumTargets", func() game.Action { a := pass; a.Targets[1] = game.PlayerTarget(1); return a }(), "Targets[1]"},
		{"cast with an ability", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, Ability: 1}.WithTargets(game.PlayerTarget(1)), "Ability"},
		{"cast with a colour", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, Color: mana.Red}.WithTargets(game.PlayerTarget(1)), "Color"},
		{"cast with a choice", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, Choice: 1}.WithTargets(game.PlayerTarget(1)), "Choice"},
		{"cast with a discard", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, Discard: v.strike}.WithTargets(game.PlayerTarget(1)), "Discard"},
		{"cast with X and no {X}", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, X: 2}.WithTargets(game.PlayerTarget(1)), "X"},
		{"cast with negative X", game.Action{Kind: game.ActCast, Player: 0, Object: v.strike, X: -1}.WithTargets(game.PlayerTarget(1)), "X"},
		{"mana with targets", game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest}.WithTargets(game.PlayerTarget(1)), "NumTargets"},
		{"mana with X", game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, X: 1}, "X"},
		{"mana with negative ability", game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, Ability: -1}, "Ability"},
		{"mana with a discard", game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, Discard: v.strike}, "Discard"},
		{"concede with an object", game.Action{Kind: game.ActConcede, Player: 1, Object: v.bear}, "Object"},
		{"concede with a choice", game.Action{Kind: game.ActConcede, Player: 1, Choice: 1}, "Choice"},
		{"land play with targets", game.Action{Kind: game.ActPlayLand, Player: 0, Object: v.strike}.WithTargets(game.PlayerTarget(0)), "NumTargets"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { refusedMalformed(t, v.g, c.a, c.field) })
	}
	// The mana ability that does not exist is named too.
	err := v.g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: v.forest, Ability: 3})
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, "Ability", re.Field)
}

// Declarations name creatures, and an attack on a planeswalker names no
// player.
func TestMalformedDeclarations(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "A"}, {Name: "B"}}})
	require.NoError(t, err)
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	declare := func(ats ...game.Attack) game.Action {
		return game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: ats}
	}
	refusedMalformed(t, g, declare(game.Attack{Attacker: 0, Player: 1}), "Attackers[0].Attacker")
	refusedMalformed(t, g, declare(game.Attack{Attacker: bear, Player: 2}), "Attackers[0].Player")
	refusedMalformed(t, g, declare(game.Attack{Attacker: bear, Player: 1, Planeswalker: bear}), "Attackers[0].Player")
	refusedMalformed(t, g, game.Action{Kind: game.ActDeclareAttackers, Player: 0, Choice: 1}, "Choice")
	require.NoError(t, g.Apply(declare(game.Attack{Attacker: bear, Player: 1})))
}

// CheckShape is the check of logged actions, without a game.
func TestCheckShape(t *testing.T) {
	require.NoError(t, game.Action{Kind: game.ActChoose, Player: 1, Choice: 7, Object: 3}.CheckShape())
	require.NoError(t, game.Action{Kind: game.ActCast, Player: 0, Object: 5, X: 3}.WithTargets(game.ObjectTarget(0)).CheckShape())
	for _, a := range []game.Action{
		{Kind: game.ActPass, Player: 0, X: 1},
		{Kind: game.ActChoose, Player: 0, Color: 9},
		{Kind: game.ActChoose, Player: 0, Choice: -1},
		{Kind: game.ActCast, Player: game.MaxPlayers},
		{Kind: game.ActDeclareBlockers, Player: 0, Blockers: []game.Block{{Blocker: 1}}},
	} {
		require.ErrorIs(t, a.CheckShape(), game.ErrMalformed, "%+v", a)
	}
}
